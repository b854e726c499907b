import { describe, expect, it } from 'vitest';
import {
  linksCuisines,
  POST_TYPE_COLLECTIONS,
  postCollectionBySlug,
} from '#shared/collections/post-types.ts';
import type { Post } from '#shared/schemas/content.ts';
import type { PageDocument } from '#shared/schemas/page-document.ts';
import { postFixture } from '#shared/testing/post-fixture.ts';
import { normalizeHtml } from '../ui/rich-text-html.ts';
import {
  API_FIELD_NAMES,
  bodyTextOf,
  bodyUpdate,
  emptyFormValues,
  sameValues,
  toCreateBody,
  toDataUpdate,
  valuesFromPost,
  withBodyText,
} from './post-form-values.ts';

function screensOf(segment: string) {
  const type = postCollectionBySlug(segment);
  if (!type) throw new Error(`no post type ${segment}`);
  return type;
}

const members = screensOf('members');
const blog = screensOf('blog');
const pages = screensOf('pages');

const doc: PageDocument = {
  root: { props: { title: 'x' } },
  content: [
    { type: 'Hero', props: { id: 'h1', title: 'Taco Loco' } },
    { type: 'RichText', props: { id: 'r1', title: '', html: '<p>Old</p>' } },
  ],
  zones: {},
};

function member(): Post {
  return postFixture({
    id: 7,
    _id: 'abc',
    post_type_id: 2,
    url: '/members/taco-loco',
    title: 'Taco Loco',
    attributes: { title: 'SEO', url: '', description: 'Tacos' },
    external_data: { cuisines: [3, 1] },
    post_body: doc,
    no_follow: true,
    created_at: '2024-01-01 10:00:00',
    updated_at: '2024-01-02 10:00:00',
  });
}

describe('the declaration of the six post types', () => {
  it('gives each type its own screens, the long text field, and the cuisines where they belong', () => {
    expect(POST_TYPE_COLLECTIONS.map((t) => t.slug)).toEqual([
      'pages',
      'members',
      'cuisines',
      'showcases',
      'caterings',
      'blog',
    ]);
    for (const type of POST_TYPE_COLLECTIONS) {
      expect(
        type.fields.some((f) => f.kind === 'bodyText'),
        type.slug,
      ).toBe(true);
    }
    expect(POST_TYPE_COLLECTIONS.filter(linksCuisines).map((t) => t.slug)).toEqual([
      'members',
      'showcases',
      'caterings',
    ]);
  });
});

describe('post form values', () => {
  it('reads a post into the form, its long text from the body', () => {
    expect(valuesFromPost(member(), members)).toEqual({
      title: 'Taco Loco',
      url: '/members/taco-loco',
      post_status_id: 2,
      seoTitle: 'SEO',
      canonicalUrl: '',
      description: 'Tacos',
      cuisines: [3, 1],
      categories: [],
      bodyText: '<p>Old</p>',
      media: { poster: null, logo: null },
      no_index: false,
      no_follow: true,
      show_in_sitemap: true,
      publish_at: null,
      unpublish_at: null,
    });
  });

  it('reads and writes the image slots the type declares, and only those', () => {
    const post = { ...member(), media: { poster: 4, logo: null, banner: 9 } };
    const values = valuesFromPost(post, members);
    expect(values.media).toEqual({ poster: 4, logo: null });
    const changed = { ...values, media: { poster: 4, logo: 6 } };
    expect(toDataUpdate(changed, members).media).toEqual({ poster: 4, logo: 6 });
    expect(toCreateBody(changed, members).media).toEqual({ poster: 4, logo: 6 });
    expect(toDataUpdate(valuesFromPost({ ...post, post_type_id: 1 }, pages), pages).media).toEqual({
      poster: 4,
    });
  });

  it('creates a new post with the type, attributes, cuisines and a body holding the text', () => {
    const values = {
      ...emptyFormValues(),
      title: ' Seoul Wheels ',
      url: '/members/seoul',
      cuisines: [4],
      bodyText: '<p>Hi</p>',
    };
    const body = toCreateBody(values, members);
    expect(body).toMatchObject({
      url: '/members/seoul',
      title: 'Seoul Wheels',
      post_status_id: 1,
      post_type_id: 2,
      external_data: { cuisines: [4] },
      attributes: { title: '', url: '', description: '' },
    });
    expect(body.post_body?.content).toEqual([
      {
        type: 'RichText',
        props: expect.objectContaining({ html: '<p>Hi</p>', id: expect.stringMatching(/^RichText-/) }),
      },
    ]);
    expect(toCreateBody(values, pages).external_data).toBeUndefined();
  });

  it('gives a new blog post a BlogPost block with its title and date', () => {
    const body = toCreateBody(
      { ...emptyFormValues(), title: 'Hello', url: '/blog/hello', bodyText: '<p>x</p>' },
      blog,
    );
    expect(body.post_body?.content[0]).toMatchObject({
      type: 'BlogPost',
      props: { title: 'Hello', html: '<p>x</p>' },
    });
    expect(String((body.post_body?.content[0]?.props as { date?: string } | undefined)?.date)).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
  });

  it('changes only the text block of an existing body, and only when the text changed', () => {
    const post = member();
    const same = valuesFromPost(post, members);
    expect(bodyUpdate(post, same, members)).toBeUndefined();
    const next = bodyUpdate(post, { ...same, bodyText: '<p>New</p>' }, members);
    expect(next?.content).toHaveLength(2);
    expect(next?.content[0]).toEqual(doc.content[0]);
    expect(bodyTextOf(next, 'RichText')).toBe('<p>New</p>');
    expect(bodyTextOf(doc, 'RichText')).toBe('<p>Old</p>');
  });

  it('adds the text block when the body has none', () => {
    const next = withBodyText(doc, 'Catering', '<p>Menu</p>', 'Catering');
    expect(next.content.map((b) => b.type)).toEqual(['Hero', 'RichText', 'Catering']);
  });

  it('sends data updates with the cuisines only for types that have them', () => {
    const values = valuesFromPost(member(), members);
    expect(toDataUpdate(values, members).external_data).toEqual({ cuisines: [3, 1] });
    expect(toDataUpdate(values, pages).external_data).toBeUndefined();
  });

  it('sends the categories of a blog post, the field its declaration has', () => {
    const values = { ...emptyFormValues(), title: 'Hello', url: '/blog/hello', categories: [2, 5] };
    expect(toCreateBody(values, blog).external_data).toEqual({ categories: [2, 5] });
    expect(toDataUpdate(values, blog).external_data).toEqual({ categories: [2, 5] });
    expect(toDataUpdate(values, members).external_data).toEqual({ cuisines: [] });
    expect(API_FIELD_NAMES['external_data.categories']).toBe('categories');
  });

  it('treats the editor’s empty paragraph as no text when comparing', () => {
    expect(normalizeHtml('<p></p>')).toBe('');
    expect(sameValues(emptyFormValues(), { ...emptyFormValues(), bodyText: '<p></p>' })).toBe(true);
    expect(sameValues(emptyFormValues(), { ...emptyFormValues(), title: 'x' })).toBe(false);
  });
});
