// @vitest-environment node
/**
 * What the client writes as a post body passes the API's block schemas: the bodies the panel's
 * new and edit screens build for every post type, and the default pages (what a page-builder
 * screen starts from). The API refuses a body with an unknown block or a wrong prop (400).
 */
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { fieldOfKind, POST_TYPE_COLLECTIONS } from '#shared/collections/post-types.ts';
import { blockAllowedIn } from '#shared/page-blocks/block-declarations.ts';
import { isBlockType } from '#shared/page-blocks/block-defaults.ts';
import { defaultDocument } from '#shared/page-blocks/default-document.ts';
import type { Post } from '#shared/schemas/content.ts';
import { type PageDocument, PageDocumentBodySchema } from '#shared/schemas/page-document.ts';
import { postFixture } from '#shared/testing/post-fixture.ts';
import {
  emptyFormValues,
  toCreateBody,
  withBodyText,
} from '../features/panel/post-types/post-form-values.ts';

function expectStorable(document: PageDocument | undefined, postType: number) {
  expect(document).toBeDefined();
  const errors = [...Value.Errors(PageDocumentBodySchema, document)].map(
    (e) => `${e.instancePath} ${e.message}`,
  );
  expect(errors).toEqual([]);
  for (const block of document?.content ?? [])
    expect(isBlockType(block.type) && blockAllowedIn(block.type, postType), block.type).toBe(true);
}

function post(postType: number): Post {
  return postFixture({
    id: 9,
    _id: 'x',
    post_type_id: postType,
    url: '/x',
    title: 'Taco Loco',
    attributes: { title: '', url: '', description: 'Hand-pressed tortillas.' },
    media: { poster: 4, logo: 5 },
  });
}

describe('bodies the client writes', () => {
  it('the new and edit screens of every post type write storable bodies', () => {
    const values = { ...emptyFormValues(), title: 'Taco Loco', url: '/x', bodyText: '<p>Tacos.</p>' };
    for (const collection of POST_TYPE_COLLECTIONS) {
      const bodyField = fieldOfKind(collection, 'bodyText');
      if (!bodyField) continue;
      expectStorable(toCreateBody(values, collection).post_body, collection.postType);
      const edited = withBodyText(
        defaultDocument(post(collection.postType)),
        bodyField.block,
        '<p>New</p>',
        'T',
      );
      expectStorable(edited, collection.postType);
    }
  });

  it('the default page of every post type is storable', () => {
    for (const collection of POST_TYPE_COLLECTIONS) {
      expectStorable(defaultDocument(post(collection.postType)), collection.postType);
    }
  });
});
