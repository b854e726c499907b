/**
 * Public pages of the demo collective, as a visitor sees them: the home page, a member page,
 * the members grid, the FAQ, a blog post, the built index pages (blog, cuisines, showcases) the
 * menu leads to, and the 404 page with its members.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DESKTOP, openWatchedPage } from './support/public-pages.ts';
import { stage } from './support/stage.ts';

const { platform, browser } = await stage();

test('the home page shows the collective: hero, members, hours, blog, FAQ and footer', async () => {
  const { page, problems, close } = await openWatchedPage(browser, DESKTOP);
  await page.goto(platform.origin('localhost'));
  await page.getByRole('heading', { level: 1, name: 'Rolling Kitchens Collective' }).waitFor();
  assert.equal(await page.title(), 'Rolling Kitchens Collective');
  const trucks = page
    .getByRole('region', { name: 'Our trucks' })
    .or(page.locator('section', { hasText: 'Our trucks' }));
  await trucks.getByRole('heading', { name: 'Taco Loco' }).waitFor();
  await page.getByRole('list', { name: 'Cuisines of Seoul Wheels' }).getByText('Vegan').waitFor();
  assert.deepEqual(
    await page
      .getByRole('list', { name: 'Cuisines of Seoul Wheels' })
      .getByRole('listitem')
      .allTextContents(),
    ['Korean', 'Vegan'],
  );
  await page.getByRole('rowheader', { name: 'Tuesday' }).waitFor();
  await page.getByRole('heading', { name: 'Behind the smoker' }).waitFor();
  await page.getByText('Where do the trucks park?').waitFor();
  const footer = page.getByRole('contentinfo');
  await footer.getByText('Market Square 4, Riverside').first().waitFor();
  await footer.getByRole('link', { name: '+1 555 0100' }).waitFor();
  await footer.getByText('© Rolling Kitchens Collective').waitFor();
  assert.equal(await footer.getByRole('link', { name: /Instagram/ }).getAttribute('target'), '_blank');
  // the domain options' description is the page description
  assert.match(
    (await page.locator('meta[name="description"]').getAttribute('content')) ?? '',
    /Six trucks|Food trucks of Riverside/,
  );
  assert.deepEqual(problems, []);
  await close();
});

test('a member page renders its page-builder body and links back to the members', async () => {
  const { page, problems, close } = await openWatchedPage(browser, DESKTOP);
  await page.goto(`${platform.origin('localhost')}/members/smoky-joe`);
  await page.getByRole('heading', { level: 1, name: 'Smoky Joe' }).waitFor();
  assert.equal(await page.title(), 'Smoky Joe | Rolling Kitchens Collective');
  await page.getByText('Find us at the weekly market').waitFor();
  await page.getByRole('link', { name: 'Book us for your event' }).click();
  await page.waitForURL(/\/catering$/);
  await page.getByRole('heading', { level: 1, name: 'Catering' }).waitFor();
  await page.getByRole('link', { name: 'Request catering' }).click();
  await page.getByRole('button', { name: 'Send request' }).waitFor();
  assert.deepEqual(problems, []);
  await close();
});

test('the members grid lists every member as a card linking to its page', async () => {
  const { page, problems, close } = await openWatchedPage(browser, DESKTOP);
  await page.goto(`${platform.origin('localhost')}/members`);
  await page.getByRole('heading', { level: 1, name: 'Meet the members' }).waitFor();
  assert.equal(await page.title(), 'Members | Rolling Kitchens Collective');
  const cards = page.getByRole('list', { name: 'Members' }).getByRole('article');
  assert.deepEqual(await cards.getByRole('heading', { level: 2 }).allTextContents(), [
    'Taco Loco',
    'Smoky Joe',
    'Seoul Wheels',
  ]);
  await cards.filter({ hasText: 'Taco Loco' }).getByText('Mexican').waitFor();
  await cards.filter({ hasText: 'Seoul Wheels' }).getByRole('link').click();
  await page.waitForURL(/\/members\/seoul-wheels$/);
  await page.getByRole('heading', { level: 1, name: 'Seoul Wheels' }).waitFor();
  assert.equal(await page.evaluate(() => window.scrollY), 0, 'a new page starts at the top');
  assert.equal(
    await page.evaluate(() => document.activeElement?.id),
    'main',
    'focus moves to the new content',
  );
  assert.deepEqual(problems, []);
  await close();
});

test('the FAQ shows questions by category and opens an answer', async () => {
  const { page, problems, close } = await openWatchedPage(browser, DESKTOP);
  await page.goto(platform.origin('localhost'));
  const faq = page.locator('section.faq');
  await faq.getByRole('heading', { name: 'Good to know' }).waitFor();
  await faq.getByRole('heading', { level: 3, name: 'Catering' }).waitFor();
  assert.deepEqual(await faq.getByRole('heading', { level: 3 }).allTextContents(), ['Visiting', 'Catering']);
  const answer = faq.getByText('Four weeks for weddings, one week for office lunches.');
  assert.equal(await answer.isVisible(), false);
  await faq.getByText('How far ahead should I book catering?').click();
  await answer.waitFor({ state: 'visible' });
  assert.deepEqual(problems, []);
  await close();
});

test('a blog post shows its title, date and text', async () => {
  const { page, problems, close } = await openWatchedPage(browser, DESKTOP);
  await page.goto(`${platform.origin('localhost')}/blog/behind-the-smoker`);
  const article = page.getByRole('article').first();
  await article.getByRole('heading', { level: 1, name: 'Behind the smoker' }).waitFor();
  assert.match((await article.locator('time').first().textContent()) ?? '', /\d{4}/);
  await article.getByText('At 2 a.m. the oak is lit.').waitFor();
  // the rich text has been through the sanitiser, formatting kept
  await article.locator('em', { hasText: 'A night shift with Smoky Joe.' }).waitFor();
  assert.equal(await page.title(), 'Behind the smoker | Rolling Kitchens Collective');
  assert.deepEqual(problems, []);
  await close();
});

test('the menu leads to the built index pages: the blog, the cuisines and the showcases', async () => {
  const { page, problems, close } = await openWatchedPage(browser, DESKTOP);
  await page.goto(platform.origin('localhost'));
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Blog', exact: true }).click();
  await page.waitForURL(/\/blog$/);
  await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
  const posts = page.locator('main').getByRole('link', { name: /Behind the smoker|Opening the season/ });
  await posts.first().waitFor();
  assert.equal((await posts.count()) >= 2, true, 'the blog list shows the posts');
  if (process.env.INDEX_SCREENSHOTS)
    await page.screenshot({ path: `${process.env.INDEX_SCREENSHOTS}/blog.png`, fullPage: true });

  await nav.getByRole('link', { name: 'Cuisines', exact: true }).click();
  await page.waitForURL(/\/cuisines$/);
  await page.getByRole('heading', { level: 1, name: 'Cuisines' }).waitFor();
  await page
    .locator('main')
    .getByRole('link', { name: /Street tacos/i })
    .first()
    .waitFor();

  await page.goto(`${platform.origin('localhost')}/showcases`);
  await page.getByRole('heading', { level: 1, name: 'Showcases' }).waitFor();
  await page
    .locator('main')
    .getByRole('link', { name: /Summer night market/i })
    .first()
    .waitFor();
  if (process.env.INDEX_SCREENSHOTS)
    await page.screenshot({ path: `${process.env.INDEX_SCREENSHOTS}/showcases.png`, fullPage: true });
  assert.deepEqual(problems, []);
  await close();
});

test('an unknown path is the 404 page with the configured texts and the configured members', async () => {
  const { page, problems, close } = await openWatchedPage(browser, DESKTOP);
  const response = await page.goto(`${platform.origin('localhost')}/no/such/truck`);
  assert.equal(response?.status(), 404, 'the SPA shell answers with a 404 status; the page shows the 404');
  await page.getByRole('heading', { level: 1, name: 'Wrong turn!' }).waitFor();
  await page.getByText('This truck has moved on — the page you wanted is not here.').waitFor();
  await page.getByText('Page not found: /no/such/truck').waitFor();
  await page.getByText('While you are here, grab a bite from one of our trucks.').waitFor();
  const members = page.getByRole('list', { name: 'Members' }).getByRole('article');
  await members.first().waitFor();
  assert.deepEqual(await members.getByRole('heading').allTextContents(), [
    'Taco Loco',
    'Smoky Joe',
    'Seoul Wheels',
  ]);
  assert.equal(await page.locator('meta[name="robots"]').getAttribute('content'), 'noindex, follow');
  await page.getByRole('link', { name: 'View all members' }).click();
  await page.waitForURL(/\/members$/);
  await page.goBack();
  await page.getByRole('link', { name: 'Take me home' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('heading', { level: 1, name: 'Rolling Kitchens Collective' }).waitFor();
  assert.deepEqual(problems, []);
  await close();
});

test('a path no post can have is the 404 page too', async () => {
  const { page, close } = await openWatchedPage(browser, DESKTOP);
  await page.goto(`${platform.origin('localhost')}/Not%20A%20Slug`);
  await page.getByText('Page Not Found', { exact: true }).waitFor();
  await page.getByRole('link', { name: 'Take me home' }).waitFor();
  await close();
});

test('a link with a hash scrolls to its anchor; a page change starts at the top', async () => {
  const { page, problems, close } = await openWatchedPage(browser, DESKTOP);
  await page.goto(`${platform.origin('localhost')}/catering#catering-request`);
  const form = page.getByRole('form', { name: 'Request catering' });
  await form.waitFor();
  await page.waitForFunction(() => {
    const anchor = document.getElementById('catering-request')?.getBoundingClientRect();
    return anchor !== undefined && anchor.top >= 0 && anchor.top < 200;
  });
  assert.ok((await page.evaluate(() => window.scrollY)) > 0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
  await page.waitForURL(/\/about$/);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForFunction(() => window.scrollY === 0);
  assert.deepEqual(problems, []);
  await close();
});

test("a hero's truck drawing sits inside its circle, on the home page and on a member's taller hero (issue 24)", async () => {
  const { page, problems, close } = await openWatchedPage(browser, DESKTOP);
  for (const path of ['/', '/members/taco-loco', '/about']) {
    await page.goto(`${platform.origin('localhost')}${path}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // the truck (::after) and the circle (::before) are drawings of the hero's own: their boxes
    // from the computed styles, the truck's corners moved by its transform about its centre
    const outside = await page
      .locator('.hero')
      .first()
      .evaluate((hero) => {
        const box = hero.getBoundingClientRect();
        const style = (part: string) => getComputedStyle(hero, part);
        const px = (value: string) => Number.parseFloat(value);
        const circle = style('::before');
        const radius = px(circle.width) / 2;
        const centre = {
          x: box.width - px(circle.right) - radius,
          y: px(circle.top) + px(circle.height) / 2,
        };
        const truck = style('::after');
        if (truck.display === 'none') return ['the truck is not drawn'];
        const [w, h] = [px(truck.width), px(truck.height)];
        const middle = { x: box.width - px(truck.right) - w / 2, y: px(truck.top) + h / 2 };
        const { a, b, c, d, e, f } = new DOMMatrix(truck.transform);
        return [
          [-w / 2, -h / 2],
          [w / 2, -h / 2],
          [-w / 2, h / 2],
          [w / 2, h / 2],
        ].flatMap(([x = 0, y = 0]) => {
          const corner = { x: middle.x + a * x + c * y + e, y: middle.y + b * x + d * y + f };
          const away = Math.hypot(corner.x - centre.x, corner.y - centre.y);
          return away > radius + 1
            ? [`(${Math.round(x)}, ${Math.round(y)}) is ${Math.round(away - radius)} px out`]
            : [];
        });
      });
    assert.deepEqual(outside, [], `${path}: the truck's corners`);
  }
  assert.deepEqual(problems, []);
  await close();
});
