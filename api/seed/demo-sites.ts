/**
 * The demo collective seeded into an empty database: three sites, each with its own name,
 * colours, menus, socials, error page, SEO, posts of every type, FAQs and cuisine tags.
 */
import { POST_TYPE, type PostTypeId } from '#shared/ids/post-types.ts';
import type { TypedBlock } from '#shared/page-blocks/block-props.ts';
import type { DomainOptions, MenuItem, SocialLink } from '#shared/schemas/domain-options.ts';
import type { PageDocument } from '#shared/schemas/page-document.ts';
import {
  blogList,
  blogPost,
  callToAction,
  catering,
  cuisines,
  faqList,
  hero,
  membersGrid,
  openingHours,
  pageDocument,
  richText,
  showcases,
  socialLinks,
} from './demo-blocks.ts';

export interface DemoPost {
  type: PostTypeId;
  url: string;
  title: string;
  description: string;
  cuisines?: string[];
  /** names of the site's categories (blog posts) */
  categories?: string[];
  body: PageDocument;
  /** days before now the post was written */
  ageDays: number;
}

export interface DemoSite {
  host: string;
  name: string;
  options: Partial<DomainOptions>;
  colors: Record<1 | 2 | 4 | 5 | 7, string>;
  header: MenuItem[];
  footer: MenuItem[];
  socials: Omit<SocialLink, 'id'>[];
  seo: { title: string; description: string };
  errorPage: { title: string; subtitle: string; section_title: string; section_text: string };
  cuisineTags: { title: string; icon: string }[];
  categories: string[];
  faqs: { category: string; question: string; answer: string }[];
  posts: DemoPost[];
}

const link = (text: string, url: string, children?: MenuItem[]): MenuItem => ({
  text,
  url,
  type: 'VLink',
  uuid: `${text.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${url.length}`,
  ...(children ? { mode: 'dropdown' as const, children } : {}),
});

const social = (name: string, label: string, url: string, iconId: number): Omit<SocialLink, 'id'> => ({
  link: url,
  icon: { id: iconId, name, data: { label, icons: `fa-brands fa-${name}` } },
});

const WEEK = [
  { day: 'Tuesday', open: '11:00', close: '20:00' },
  { day: 'Wednesday', open: '11:00', close: '20:00' },
  { day: 'Thursday', open: '11:00', close: '21:00' },
  { day: 'Friday', open: '11:00', close: '23:00' },
  { day: 'Saturday', open: '12:00', close: '23:00' },
];

function member(name: string, slug: string, blurb: string, cuisines: string[], ageDays: number): DemoPost {
  return {
    type: POST_TYPE.member,
    url: `/members/${slug}`,
    title: name,
    description: blurb,
    cuisines,
    ageDays,
    body: pageDocument(name, [
      hero(name, blurb, { label: 'Book us for your event', url: '/catering' }),
      richText(
        `<p>${blurb}</p><p>Find us at the weekly market on the square, or follow us to see where we park next.</p>`,
      ),
      openingHours('Where and when', WEEK),
    ]),
  };
}

function bodyOf(type: PostTypeId, title: string, description: string, ageDays: number, html: string) {
  if (type === POST_TYPE.blog) {
    const date = new Date(Date.now() - ageDays * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    return pageDocument(title, [blogPost(title, date, `<p><em>${description}</em></p>${html}`)]);
  }
  if (type === POST_TYPE.catering) {
    return pageDocument(title, [
      hero(title, description),
      catering('What we offer', html),
      faqList('Catering questions'),
    ]);
  }
  if (type === POST_TYPE.showcase) {
    return pageDocument(title, [hero(title, description), richText(html), showcases('More showcases')]);
  }
  return pageDocument(title, [hero(title, description), richText(html)]);
}

function post(
  type: PostTypeId,
  url: string,
  title: string,
  description: string,
  ageDays: number,
  html: string,
): DemoPost {
  return { type, url, title, description, ageDays, body: bodyOf(type, title, description, ageDays, html) };
}

function inCategories(post: DemoPost, ...categories: string[]): DemoPost {
  return { ...post, categories };
}

function homePage(name: string, tagline: string): DemoPost {
  return {
    type: POST_TYPE.page,
    url: '/',
    title: 'Home',
    description: tagline,
    ageDays: 60,
    body: pageDocument('Home', [
      hero(name, tagline, { label: 'Meet the members', url: '/members' }),
      membersGrid('Our trucks'),
      openingHours('Market hours', WEEK),
      blogList('From the road'),
      faqList('Good to know'),
      callToAction(
        'Hungry crowd coming?',
        'We cater weddings, office lunches and festivals.',
        'Plan your catering',
        '/catering',
      ),
      socialLinks('Follow the trucks'),
    ]),
  };
}

/** The built index pages every demo site has: the blog, the cuisines and the showcases. */
function indexPages(): DemoPost[] {
  const page = (url: string, title: string, description: string, content: TypedBlock[]): DemoPost => ({
    type: POST_TYPE.page,
    url,
    title,
    description,
    ageDays: 57,
    body: pageDocument(title, [hero(title, description), ...content]),
  });
  return [
    page('/blog', 'Blog', 'News from the road: openings, recipes and where we park next.', [
      blogList('Latest posts', 12, true),
    ]),
    page('/cuisines', 'Cuisines', 'What our trucks cook, from tacos to smoked brisket.', [
      cuisines('Every cuisine'),
    ]),
    page('/showcases', 'Showcases', 'Events and nights we are proud of.', [showcases('Every showcase', 12)]),
  ];
}

function aboutPage(name: string, story: string): DemoPost {
  return post(POST_TYPE.page, '/about', `About ${name}`, story, 58, `<p>${story}</p>`);
}

export const DEMO_SITES: DemoSite[] = [
  {
    host: 'localhost',
    name: 'Rolling Kitchens Collective',
    options: {
      title: 'Rolling Kitchens Collective',
      address: 'Market Square 4, Riverside',
      phone: '+1 555 0100',
      email: 'hello@rolling-kitchens.test',
      outgoing_email: 'no-reply@rolling-kitchens.test',
      social_media_title: 'Follow the trucks',
      menu_title: 'Menu',
      join_title: 'Run a food truck?',
      join_text: '<p>We share a kitchen, bookings and a big hungry crowd. Tell us about your truck.</p>',
      copyright: '© Rolling Kitchens Collective',
      // a file of the client build (client/public/favicons/): the demo has no media library images
      fav_icon: '/favicons/rolling-kitchens.svg',
    },
    colors: { 1: '#e4572e', 2: '#17bebb', 4: '#e4572e', 5: '#17bebb', 7: '#1f2933' },
    header: [
      link('Members', '/members', [
        link('Taco Loco', '/members/taco-loco'),
        link('Smoky Joe', '/members/smoky-joe'),
        link('Seoul Wheels', '/members/seoul-wheels'),
      ]),
      link('Cuisines', '/cuisines'),
      link('Catering', '/catering'),
      link('Blog', '/blog'),
      link('About', '/about'),
    ],
    footer: [link('About', '/about'), link('Catering', '/catering'), link('Team login', '/team-login')],
    socials: [
      social('instagram', 'Instagram', 'https://instagram.com/rollingkitchens', 1),
      social('facebook', 'Facebook', 'https://facebook.com/rollingkitchens', 2),
    ],
    seo: {
      title: 'Rolling Kitchens Collective',
      description: 'Food trucks of Riverside: tacos, barbecue, Korean street food and more.',
    },
    errorPage: {
      title: 'Wrong turn!',
      subtitle: 'This truck has moved on — the page you wanted is not here.',
      section_title: 'Meet the members',
      section_text: '<p>While you are here, grab a bite from one of our trucks.</p>',
    },
    cuisineTags: [
      { title: 'Mexican', icon: 'taco' },
      { title: 'Barbecue', icon: 'fire' },
      { title: 'Korean', icon: 'bowl' },
      { title: 'Vegan', icon: 'leaf' },
    ],
    categories: ['News', 'Events', 'Recipes'],
    faqs: [
      {
        category: 'Visiting',
        question: 'Where do the trucks park?',
        answer: 'On Market Square from Tuesday to Saturday, and at festivals on Sundays.',
      },
      {
        category: 'Visiting',
        question: 'Do you take cards?',
        answer: 'Every truck takes cards and phones; most also take cash.',
      },
      {
        category: 'Catering',
        question: 'How far ahead should I book catering?',
        answer: 'Four weeks for weddings, one week for office lunches.',
      },
      {
        category: 'Catering',
        question: 'Can you cook vegan?',
        answer: 'Yes — every member has vegan dishes and we label allergens.',
      },
    ],
    posts: [
      homePage('Rolling Kitchens Collective', 'Six trucks, one square, no boring lunches.'),
      ...indexPages(),
      aboutPage(
        'Rolling Kitchens',
        'We started in 2019 as three trucks sharing a generator. Today we are a collective of cooks who share a kitchen, a calendar and a love of feeding people outdoors.',
      ),
      member(
        'Taco Loco',
        'taco-loco',
        'Hand-pressed corn tortillas, slow-cooked carnitas and salsas made every morning.',
        ['Mexican'],
        50,
      ),
      member(
        'Smoky Joe',
        'smoky-joe',
        'Brisket smoked for fourteen hours over oak, with pickles and white bread the Texas way.',
        ['Barbecue'],
        45,
      ),
      member(
        'Seoul Wheels',
        'seoul-wheels',
        'Korean fried chicken, bibimbap bowls and kimchi fries from a bright red truck.',
        ['Korean', 'Vegan'],
        40,
      ),
      post(
        POST_TYPE.cuisine,
        '/cuisines/street-tacos',
        'Street tacos',
        'Small, double-layered and made to order.',
        30,
        '<p>Corn tortillas, one filling, onion, coriander and a squeeze of lime. That is all a good taco needs.</p>',
      ),
      post(
        POST_TYPE.cuisine,
        '/cuisines/low-and-slow',
        'Low and slow barbecue',
        'Smoke, time and patience.',
        29,
        '<p>Brisket, ribs and pulled pork cooked for hours at low heat.</p>',
      ),
      post(
        POST_TYPE.showcase,
        '/showcases/summer-night-market',
        'Summer Night Market',
        'Two thousand guests, six trucks, one long night.',
        20,
        '<p>Our biggest night yet: a street full of lights, music and queues that moved fast.</p>',
      ),
      post(
        POST_TYPE.catering,
        '/catering',
        'Catering',
        'Trucks at your wedding, office or festival.',
        25,
        '<p>Pick one truck or several. We bring the food, the staff and the smiles; you bring the guests.</p>',
      ),
      inCategories(
        post(
          POST_TYPE.blog,
          '/blog/opening-season',
          'Opening the season',
          'The square is back every Tuesday from April.',
          10,
          '<p>After a winter of recipe testing we are back on the square. Expect new salsas and a vegan brisket experiment.</p>',
        ),
        'News',
        'Events',
      ),
      inCategories(
        post(
          POST_TYPE.blog,
          '/blog/behind-the-smoker',
          'Behind the smoker',
          'A night shift with Smoky Joe.',
          5,
          '<p>At 2 a.m. the oak is lit. By lunch the brisket is ready. Here is what happens in between.</p>',
        ),
        'Recipes',
      ),
    ],
  },
  {
    host: 'tacos.localhost',
    name: 'Taco Row',
    options: {
      title: 'Taco Row',
      address: 'Calle Verde 12, Old Town',
      phone: '+1 555 0111',
      email: 'hola@tacorow.test',
      outgoing_email: 'no-reply@tacorow.test',
      social_media_title: 'Síguenos',
      menu_title: 'Menú',
      join_title: 'Got a taco truck?',
      join_text: '<p>Join the row: shared salsa bar, shared crowd.</p>',
      copyright: '© Taco Row',
      fav_icon: '/favicons/taco-row.svg',
    },
    colors: { 1: '#2a9d8f', 2: '#e9c46a', 4: '#264653', 5: '#e9c46a', 7: '#222222' },
    header: [
      link('Trucks', '/members', [
        link('El Pastor', '/members/el-pastor'),
        link('Baja Fish Co.', '/members/baja-fish'),
      ]),
      link('Catering', '/catering'),
      link('Blog', '/blog'),
    ],
    footer: [link('About', '/about'), link('Team login', '/team-login')],
    socials: [
      social('instagram', 'Instagram', 'https://instagram.com/tacorow', 1),
      social('tiktok', 'TikTok', 'https://tiktok.com/@tacorow', 3),
    ],
    seo: { title: 'Taco Row', description: 'The taco trucks of Old Town, every night from six.' },
    errorPage: {
      title: '¡Ay, no!',
      subtitle: 'That page fell off the tortilla.',
      section_title: 'Try one of our trucks',
      section_text: '<p>Everything else is still hot.</p>',
    },
    cuisineTags: [
      { title: 'Al pastor', icon: 'pineapple' },
      { title: 'Seafood', icon: 'fish' },
      { title: 'Vegetarian', icon: 'leaf' },
    ],
    categories: ['News', 'Recipes'],
    faqs: [
      {
        category: 'Visiting',
        question: 'When is Taco Row open?',
        answer: 'Every evening from 18:00 to midnight, Tuesday to Sunday.',
      },
      {
        category: 'Food',
        question: 'Are the tortillas gluten free?',
        answer: 'Our corn tortillas are; flour tortillas are marked on the menu.',
      },
    ],
    posts: [
      homePage('Taco Row', 'Five trucks, fifty salsas, one street.'),
      ...indexPages(),
      aboutPage(
        'Taco Row',
        'Taco Row began when two neighbours parked their trucks side by side and shared a salsa bar.',
      ),
      member(
        'El Pastor',
        'el-pastor',
        'Spit-roasted pork with pineapple, carved to order.',
        ['Al pastor'],
        40,
      ),
      member(
        'Baja Fish Co.',
        'baja-fish',
        'Beer-battered fish tacos with chipotle crema and cabbage.',
        ['Seafood'],
        35,
      ),
      post(
        POST_TYPE.cuisine,
        '/cuisines/al-pastor',
        'Al pastor',
        'Lebanese roots, Mexican soul.',
        30,
        '<p>Marinated pork stacked on a trompo and roasted slowly in front of the flame.</p>',
      ),
      post(
        POST_TYPE.showcase,
        '/showcases/dia-de-muertos',
        'Día de Muertos night',
        'Marigolds, candles and a thousand tacos.',
        15,
        '<p>Our altar, our music, our longest queue of the year.</p>',
      ),
      post(
        POST_TYPE.catering,
        '/catering',
        'Taco catering',
        'A taquero at your party.',
        20,
        '<p>We bring the trompo, the tortillas and the salsa bar.</p>',
      ),
      inCategories(
        post(
          POST_TYPE.blog,
          '/blog/salsa-101',
          'Salsa 101',
          'Roja, verde and the one we do not name.',
          7,
          '<p>Roast the tomatoes until they blister, then blend with chiles de árbol and a pinch of salt.</p>',
        ),
        'Recipes',
      ),
    ],
  },
  {
    host: 'bbq.localhost',
    name: 'Smoke & Wheels BBQ',
    options: {
      title: 'Smoke & Wheels BBQ',
      address: 'Depot Lane 3, Eastside',
      phone: '+1 555 0122',
      email: 'pitmaster@smokewheels.test',
      outgoing_email: 'no-reply@smokewheels.test',
      social_media_title: 'Follow the smoke',
      menu_title: 'Menu',
      join_title: 'Pitmasters wanted',
      join_text: '<p>Bring your smoker; we bring the hungry crowd.</p>',
      copyright: '© Smoke & Wheels',
      fav_icon: '/favicons/smoke-and-wheels.svg',
    },
    colors: { 1: '#9c2c2c', 2: '#f4a259', 4: '#3b1f1f', 5: '#f4a259', 7: '#1b1b1b' },
    header: [
      link('Pitmasters', '/members', [
        link('Big Red Smoker', '/members/big-red-smoker'),
        link('Carolina Pig', '/members/carolina-pig'),
      ]),
      link('Catering', '/catering'),
      link('Blog', '/blog'),
    ],
    footer: [link('About', '/about'), link('Team login', '/team-login')],
    socials: [
      social('instagram', 'Instagram', 'https://instagram.com/smokewheels', 1),
      social('youtube', 'YouTube', 'https://youtube.com/@smokewheels', 4),
    ],
    seo: {
      title: 'Smoke & Wheels BBQ',
      description: 'Barbecue trucks at the old depot, Thursday to Sunday.',
    },
    errorPage: {
      title: 'Up in smoke',
      subtitle: 'We could not find that page.',
      section_title: 'Our pitmasters',
      section_text: '<p>The brisket, on the other hand, is right here.</p>',
    },
    cuisineTags: [
      { title: 'Texas style', icon: 'star' },
      { title: 'Carolina style', icon: 'pig' },
    ],
    categories: ['News', 'Techniques'],
    faqs: [
      {
        category: 'Food',
        question: 'When does the brisket sell out?',
        answer: 'Usually by 14:00 on Saturdays — come early.',
      },
      {
        category: 'Catering',
        question: 'Do you cater outdoors?',
        answer: 'Outdoors is where we are happiest.',
      },
    ],
    posts: [
      homePage('Smoke & Wheels BBQ', 'Low, slow and on wheels.'),
      ...indexPages(),
      aboutPage(
        'Smoke & Wheels',
        'Four smokers parked at an old railway depot, feeding Eastside since 2021.',
      ),
      member(
        'Big Red Smoker',
        'big-red-smoker',
        'Central Texas brisket and beef ribs, salt and pepper only.',
        ['Texas style'],
        40,
      ),
      member(
        'Carolina Pig',
        'carolina-pig',
        'Whole-hog pulled pork with vinegar sauce and slaw.',
        ['Carolina style'],
        36,
      ),
      post(
        POST_TYPE.cuisine,
        '/cuisines/texas-brisket',
        'Texas brisket',
        'Salt, pepper, post oak.',
        30,
        '<p>The simplest rub and the longest cook.</p>',
      ),
      post(
        POST_TYPE.showcase,
        '/showcases/depot-cookout',
        'Depot Cookout',
        'Twelve smokers, one weekend.',
        14,
        '<p>Our spring cookout brought pitmasters from four states.</p>',
      ),
      post(
        POST_TYPE.catering,
        '/catering',
        'Barbecue catering',
        'Feed a hundred without lifting a tong.',
        22,
        '<p>Brisket, pulled pork, sides and sauces for 30 to 300 guests.</p>',
      ),
      inCategories(
        post(
          POST_TYPE.blog,
          '/blog/rubs-and-mops',
          'Rubs and mops',
          'What goes on before and during the cook.',
          6,
          '<p>A rub builds the bark; a mop keeps it from drying. Here are ours.</p>',
        ),
        'Techniques',
      ),
    ],
  },
];
