/**
 * Each section's form → request mapping, checked against the request schema the API validates
 * the body with (shared/schemas): what the panel sends is what the API takes.
 */
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { AnalyticsItemBodySchema } from '#shared/schemas/content-requests.ts';
import type { AnalyticsItem, DomainOptions } from '#shared/schemas/domain-options.ts';
import {
  ColorsUpdateSchema,
  DomainOptionsUpdateSchema,
  ErrorPageUpdateSchema,
  SeoUpdateSchema,
  SiteMapSettingsSchema,
  SocialsUpdateSchema,
} from '#shared/schemas/options-requests.ts';
import {
  analyticsFormValues,
  emptyAnalyticsValues,
  toAnalyticsRequest,
  validateAnalytics,
} from './analytics-form.ts';
import { colorErrorsOf, colorFormValues, toColorsRequest, validateColors } from './colors-form.ts';
import { errorPageFormValues, toErrorPageRequest } from './error-page-form.ts';
import { generalFormValues, toOptionsRequest, validateGeneral } from './general-form.ts';
import { exampleTitle, seoFormValues, toSeoRequest, validateSeo } from './seo-form.ts';
import { siteMapFormValues, toSiteMapRequest } from './site-map-form.ts';
import {
  newSocialRow,
  socialErrorsOf,
  socialsFormValues,
  toSocialsRequest,
  validateSocials,
} from './socials-form.ts';

function expectValid(schema: TSchema, body: unknown) {
  const problems = [...Value.Errors(schema, body)].map((e) => `${e.instancePath} ${e.message}`);
  expect(problems).toEqual([]);
}

const OPTIONS: DomainOptions = {
  title: 'Rolling Kitchens',
  address: 'Market Square 4',
  phone: '+1 555 0100',
  email: 'hello@rolling.test',
  outgoing_email: 'no-reply@rolling.test',
  social_media_title: 'Follow us',
  menu_title: 'Menu',
  join_title: 'Run a truck?',
  join_text: '<p>Join us</p>',
  copyright: '© Rolling Kitchens',
  time_zone: 'Europe/London',
  auth_background: null,
  logo: '/media/localhost/library/abc.webp',
  fav_icon: 'https://cdn.example/icon.png',
};

describe('general → PUT /api/options/options', () => {
  it('sends every option, a picked image as its media id, a kept one as its url, a removed one as null', () => {
    const values = generalFormValues(OPTIONS);
    expect(values.logo).toEqual({ id: null, url: '/media/localhost/library/abc.webp' });
    values.title = '  Rolling Kitchens Collective ';
    values.auth_background = { id: 7, url: '/media/localhost/library/bg.webp' };
    values.fav_icon = null;
    const body = toOptionsRequest(values);
    expectValid(DomainOptionsUpdateSchema, body);
    expect(body).toMatchObject({
      title: 'Rolling Kitchens Collective',
      logo: '/media/localhost/library/abc.webp',
      auth_background: 7,
      fav_icon: null,
      join_text: '<p>Join us</p>',
    });
    expect(Object.keys(body).sort()).toEqual(Object.keys(OPTIONS).sort());
  });

  it('asks for a name and real email addresses before sending', () => {
    const values = { ...generalFormValues(OPTIONS), title: ' ', email: 'not an address', outgoing_email: '' };
    expect(validateGeneral(values)).toEqual({
      title: 'Give the site a name',
      email: 'Enter an email address like hello@example.com',
    });
  });
});

describe('colours → PUT /api/options/colors', () => {
  it('sends one entry per colour type, lower-cased; unset types start from the site defaults', () => {
    const values = colorFormValues([{ id: 1, domain_color_type_id: 4, code: '#264653' }]);
    values.c1 = '#E4572E';
    const body = toColorsRequest(values);
    expectValid(ColorsUpdateSchema, body);
    expect(body).toEqual([
      { domain_color_type_id: 1, code: '#e4572e' },
      { domain_color_type_id: 2, code: '#0b7285' },
      { domain_color_type_id: 4, code: '#264653' },
      { domain_color_type_id: 5, code: '#ffd43b' },
      { domain_color_type_id: 7, code: '#1f1a17' },
    ]);
  });

  it('refuses what is not #rrggbb, and puts the API’s errors on the type’s field', () => {
    const values = { ...colorFormValues([]), c5: 'yellow' };
    expect(validateColors(values)).toEqual({ c5: 'Use a colour like #e8590c' });
    expect(Value.Check(ColorsUpdateSchema, toColorsRequest(values))).toBe(false);
    expect(colorErrorsOf({ '3.code': ['must match pattern'] })).toEqual({ c5: 'must match pattern' });
  });
});

describe('social links → PUT /api/options/socials', () => {
  it('sends each link with its icon from the set and its title as the label', () => {
    const values = socialsFormValues([
      {
        id: 1,
        link: 'https://instagram.com/rolling',
        icon: { id: 1, name: 'instagram', data: { label: 'Instagram', icons: 'fa-brands fa-instagram' } },
      },
      {
        id: 2,
        link: 'https://twitter.com/rolling',
        icon: { id: 9, name: 'Twitter', data: { label: '', icons: '' } },
      },
    ]);
    expect(values.socials.map((s) => s.icon)).toEqual(['instagram', 'x']);
    values.socials.push({
      ...newSocialRow(),
      icon: 'tiktok',
      title: ' Our TikTok ',
      link: 'https://tiktok.com/@r',
    });
    const body = toSocialsRequest(values);
    expectValid(SocialsUpdateSchema, body);
    expect(body[1]).toEqual({
      link: 'https://twitter.com/rolling',
      icon: { id: 5, name: 'x', data: { label: 'Twitter', icons: 'fa-brands fa-x-twitter' } },
    });
    expect(body[2]?.icon).toEqual({
      id: 3,
      name: 'tiktok',
      data: { label: 'Our TikTok', icons: 'fa-brands fa-tiktok' },
    });
  });

  it('refuses a javascript: link before sending, as the API would', () => {
    const values = { socials: [{ ...newSocialRow(), link: 'javascript:alert(1)' }] };
    expect(Object.keys(validateSocials(values))).toEqual(['socials.0.link']);
    expect(Value.Check(SocialsUpdateSchema, toSocialsRequest(values))).toBe(false);
    expect(socialErrorsOf({ '0.link': ['must match pattern "…"'] })['socials.0.link']).toMatch(/https:\/\//);
  });
});

describe('error page → PUT /api/options/error-page', () => {
  it('sends the texts, the image and the members in the order picked', () => {
    const values = errorPageFormValues({
      domainErrorPage: {
        title: 'Wrong turn!',
        subtitle: 'Not here',
        section_title: 'Meet the members',
        section_text: '<p>Hi</p>',
        truck_image: null,
      },
      members: [4, 2],
    });
    values.members = ['2', '4', '9'];
    values.truck_image = { id: 12, url: '/media/localhost/library/truck.webp' };
    const body = toErrorPageRequest(values);
    expectValid(ErrorPageUpdateSchema, body);
    expect(body).toMatchObject({ members: [2, 4, 9], truck_image: 12, title: 'Wrong turn!' });
    expectValid(ErrorPageUpdateSchema, toErrorPageRequest({ ...values, truck_image: null, members: [] }));
  });
});

describe('SEO → PUT /api/options/seo', () => {
  it('sends title, description, the template and the share image', () => {
    const values = seoFormValues({ title: 'Rolling', description: 'Food trucks' });
    expect(values).toEqual({
      title: 'Rolling',
      description: 'Food trucks',
      title_template: '',
      share_image: null,
    });
    expectValid(SeoUpdateSchema, toSeoRequest(values));
    values.title_template = '%s · {site name}';
    values.share_image = { id: 3, url: '/media/localhost/library/share.webp' };
    const body = toSeoRequest(values);
    expectValid(SeoUpdateSchema, body);
    expect(body).toEqual({
      title: 'Rolling',
      description: 'Food trucks',
      title_template: '%s · {site name}',
      share_image: 3,
    });
    expect(exampleTitle(values, 'About us', 'Rolling Kitchens')).toBe('About us · Rolling Kitchens');
    expect(exampleTitle({ ...values, title_template: '' }, 'About us', 'Rolling Kitchens')).toBe(
      'About us | Rolling Kitchens',
    );
  });

  it('asks for %s in a template, which the API requires too', () => {
    const values = { ...seoFormValues({ title: 'a', description: 'b' }), title_template: 'Rolling Kitchens' };
    expect(validateSeo(values)).toEqual({ title_template: 'Put %s where the page’s title goes' });
    expect(Value.Check(SeoUpdateSchema, toSeoRequest(values))).toBe(false);
  });
});

describe('analytics → POST /api/analytics, PUT /api/analytics/{id}', () => {
  it('sends the fields of each type and nulls the others', () => {
    const script = {
      ...emptyAnalyticsValues(),
      src: 'https://stats.example/s.js',
      name: 'Stats',
      code: 'ignored',
    };
    const scriptBody = toAnalyticsRequest(script);
    expectValid(AnalyticsItemBodySchema, scriptBody);
    expect(scriptBody).toMatchObject({
      type: 'script',
      src: 'https://stats.example/s.js',
      code: null,
      async: true,
    });

    const inline = {
      ...emptyAnalyticsValues(),
      code: 'window.dataLayer = [];',
      tag_position: 'body' as const,
    };
    const inlineBody = toAnalyticsRequest(inline);
    expectValid(AnalyticsItemBodySchema, inlineBody);
    expect(inlineBody).toMatchObject({
      src: null,
      code: 'window.dataLayer = [];',
      async: false,
      tag_position: 'body',
    });

    const meta = {
      ...emptyAnalyticsValues(),
      type: 'meta' as const,
      name: 'google-site-verification',
      content: 'abc',
    };
    const metaBody = toAnalyticsRequest(meta);
    expectValid(AnalyticsItemBodySchema, metaBody);
    expect(metaBody).toMatchObject({
      type: 'meta',
      name: 'google-site-verification',
      content: 'abc',
      tag_position: 'head',
    });

    const noscript = {
      ...emptyAnalyticsValues(),
      type: 'noscript' as const,
      code: '<img src="https://px.example/p">',
    };
    expectValid(AnalyticsItemBodySchema, toAnalyticsRequest(noscript));
  });

  it('a known service is sent by its id and address only, whatever else the form holds', () => {
    const values = {
      ...emptyAnalyticsValues('matomo'),
      content: ' 3 ',
      src: 'https://stats.example.org/',
      code: 'left over from another choice',
      type: 'noscript' as const,
      tag_position: 'body' as const,
    };
    expect(validateAnalytics(values)).toEqual({});
    const body = toAnalyticsRequest(values);
    expectValid(AnalyticsItemBodySchema, body);
    expect(body).toMatchObject({
      type: 'script',
      tag_position: 'head',
      code: null,
      content: '3',
      src: 'https://stats.example.org/',
      external_analytics: true,
      external_analytics_type: 'matomo',
    });
    expect(validateAnalytics({ ...values, src: '' })).toEqual({
      src: 'Give the https:// address of your Matomo',
    });
    expect(
      Object.keys(validateAnalytics({ ...emptyAnalyticsValues('google-analytics-4'), content: 'UA-1' })),
    ).toEqual(['content']);
    const ga = toAnalyticsRequest({
      ...emptyAnalyticsValues('google-analytics-4'),
      content: 'G-ABC123',
      src: 'x',
    });
    expect(ga).toMatchObject({ src: null, external_analytics_type: 'google-analytics-4' });
  });

  it('reads an item back into the form unchanged', () => {
    const item: AnalyticsItem = {
      id: 4,
      type: 'script',
      src: 'https://stats.example/s.js',
      custom_id: 'stats',
      async: false,
      defer: true,
      tag_position: 'body',
      code: null,
      name: 'Stats',
      content: null,
      content_type: 'module',
      external_analytics: true,
      external_analytics_type: 'Plausible',
    };
    const { id: _, ...rest } = item;
    expect(toAnalyticsRequest(analyticsFormValues(item))).toEqual(rest);
  });

  it('asks for what each type needs', () => {
    expect(validateAnalytics(emptyAnalyticsValues())).toEqual({
      src: 'Give the script’s address, or its code below',
    });
    expect(validateAnalytics({ ...emptyAnalyticsValues(), src: 'javascript:alert(1)' })).toEqual({
      src: 'Use an https:// address (or a path of this site)',
    });
    expect(
      validateAnalytics({ ...emptyAnalyticsValues(), src: 'http://plain.example/s.js' }).src,
    ).toBeDefined();
    expect(Object.keys(validateAnalytics({ ...emptyAnalyticsValues(), type: 'meta' }))).toEqual([
      'name',
      'content',
    ]);
  });
});

describe('site map → PUT /api/options/site-map', () => {
  it('sends the chosen post types in their declared order', () => {
    const values = siteMapFormValues({ post_type_ids: [6, 1] });
    expect(values.post_type_ids).toEqual(['1', '6']);
    values.post_type_ids = ['2', '1'];
    const body = toSiteMapRequest(values);
    expectValid(SiteMapSettingsSchema, body);
    expect(body).toEqual({ post_type_ids: [1, 2] });
    expectValid(SiteMapSettingsSchema, toSiteMapRequest({ post_type_ids: [] }));
  });
});
