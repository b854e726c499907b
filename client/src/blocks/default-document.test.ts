import { describe, expect, it } from 'vitest';
import { defaultDocument, documentOf } from '#shared/page-blocks/default-document.ts';
import type { Post } from '#shared/schemas/content.ts';
import { postFixture } from '#shared/testing/post-fixture.ts';

function post(type: number, body?: Post['post_body']): Post {
  return postFixture({
    id: 9,
    _id: 'x',
    post_type_id: type,
    url: '/members/taco-loco',
    title: 'Taco Loco',
    attributes: { title: 'Taco Loco', url: '/members/taco-loco', description: 'Hand-pressed tortillas.' },
    media: { poster: 4, logo: 5 },
    ...(body && { post_body: body }),
  });
}

describe('default pages of posts with an empty body', () => {
  it('builds a member page from its fields', () => {
    const doc = defaultDocument(post(2));
    expect(doc.content[0]).toMatchObject({
      type: 'Hero',
      props: { title: 'Taco Loco', subtitle: 'Hand-pressed tortillas.', image: 4, logo: 5 },
    });
    expect(doc.content.map((b) => b.type)).toEqual(['Hero', 'CallToAction']);
  });

  it('builds blog and catering pages', () => {
    expect(defaultDocument(post(6)).content.map((b) => b.type)).toEqual(['BlogPost', 'BlogList']);
    expect(defaultDocument(post(5)).content.map((b) => b.type)).toEqual(['Hero', 'Catering']);
  });

  it('keeps a body that has content', () => {
    const body = {
      root: { props: {} },
      content: [{ type: 'RichText', props: { id: 'r', html: '<p>x</p>' } }],
      zones: {},
    };
    expect(documentOf(post(2, body))).toBe(body);
  });
});
