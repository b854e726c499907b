/** Which public reads a page's first render makes, as the SPA spells them (block-reads.ts). */
import t from 'tap';
import { POST_TYPE } from '#shared/ids/post-types.ts';
import { publishedPostsPath } from '#shared/initial-site.ts';
import { PAGE_BLOCKS } from '#shared/page-blocks/block-declarations.ts';
import { BLOCK_TYPES } from '#shared/page-blocks/block-defaults.ts';
import { type BlockReads, readPaths } from '#shared/page-blocks/block-reads.ts';
import { normalizeBlockProps } from '#shared/page-blocks/normalize-block-props.ts';
import { PUBLIC_API as API } from '#shared/public-api-paths.ts';
import {
  cardMediaReads,
  MAX_INLINED_MEDIA,
  membersPageReads,
  notFoundPageReads,
  postPageReads,
} from './block-reads.ts';

const block = (type: string, props: Record<string, unknown>) => ({ type, props: { id: type, ...props } });

t.test('the published-posts path is spelled as the SPA spells it', async (t) => {
  t.equal(publishedPostsPath({ type: 2 }), '/api/posts/published?type=2');
  t.equal(
    publishedPostsPath({ limit: 13, type: 4, ids: [6, 7], category: 3 }),
    '/api/posts/published?type=4&ids=6%2C7&category=3&limit=13',
  );
});

t.test('a page: the lists of its blocks, the names on its cards, its images', async (t) => {
  const reads = postPageReads({
    post_type_id: POST_TYPE.page,
    external_data: {},
    media: {},
    post_body: {
      root: { props: {} },
      content: [
        block('Hero', { image: 5, logo: null }),
        block('MembersGrid', { memberIds: [], showCuisines: true }),
        block('BlogList', { limit: 3, categoryId: null, showCategoryFilter: false }),
        block('Showcases', { limit: 12 }),
        block('FaqList', {}),
        block('Unknown', { image: 9 }),
        // a prop of the wrong kind reads as its default, as in the renderer
        block('MembersGrid', { memberIds: 'all', showCuisines: 'yes' }),
      ],
      zones: { 'Hero-1:side': [block('Image', { image: 6 })] },
    },
  });
  t.same(reads.sort(), [
    API.cuisineTags,
    API.faqCategories,
    API.faqs,
    API.mediaItem(5),
    API.mediaItem(6),
    '/api/posts/published?type=2',
    '/api/posts/published?type=4&limit=13',
    '/api/posts/published?type=6',
  ]);
});

t.test('the header of a member and of a blog post', async (t) => {
  t.same(
    postPageReads({ post_type_id: POST_TYPE.member, external_data: { cuisines: [1] }, media: { logo: 4 } }),
    [API.cuisineTags, API.mediaItem(4)],
  );
  t.same(
    postPageReads({ post_type_id: POST_TYPE.member, external_data: {}, media: { poster: 3, logo: 4 } }),
    [API.mediaItem(3), API.mediaItem(4)],
    'its poster too: the page header shows it',
  );
  t.same(postPageReads({ post_type_id: POST_TYPE.blog, external_data: { categories: [2] }, media: {} }), [
    API.categories,
  ]);
  t.same(
    postPageReads({ post_type_id: POST_TYPE.blog, external_data: {}, media: {} }),
    [],
    'nothing to name',
  );
  t.same(postPageReads('not a post'), []);
});

t.test('images are inlined up to a limit', async (t) => {
  const items = Array.from({ length: 30 }, (_, i) => ({ image: i + 1, caption: '' }));
  const reads = postPageReads({ post_body: { content: [block('Gallery', { items })] } });
  t.equal(reads.length, MAX_INLINED_MEDIA);
});

t.test('the members page and the not-found page', async (t) => {
  t.same(membersPageReads(), ['/api/posts/published?type=2', API.cuisineTags]);
  t.same(notFoundPageReads({ members: [6, 'x', 7] }), [
    '/api/posts/published?type=2&ids=6%2C7',
    API.cuisineTags,
  ]);
  t.same(notFoundPageReads({ members: [] }), [], 'no members section, nothing to read');
  t.same(notFoundPageReads(undefined), []);
});

t.test('the images of the cards the lists show, within the same limit', async (t) => {
  const member = (id: number, poster: unknown, logo: unknown) => ({ id, media: { poster, logo } });
  const answers = {
    '/api/posts/published?type=2': { data: [member(1, 10, 11), member(2, null, 12), member(3, 'x', 10)] },
    [API.faqs]: [{ media: { poster: 99 } }],
  };
  t.same(cardMediaReads(answers, [API.mediaItem(11)]), [API.mediaItem(10), API.mediaItem(12)]);
  const many = {
    '/api/posts/published?type=4': { data: Array.from({ length: 20 }, (_, i) => member(i, i + 1, null)) },
  };
  t.equal(cardMediaReads(many, [API.mediaItem(100), API.mediaItem(101)]).length, MAX_INLINED_MEDIA - 2);
});

t.test("every block's reads are its declaration's, in content and in zones", async (t) => {
  // the renderer reads the same paths: client/src/blocks/declared-reads.test.tsx
  const filled: Record<string, Record<string, unknown>> = {
    Hero: { image: 3, logo: 4 },
    Image: { image: 5 },
    Gallery: { items: [{ image: 6, caption: '' }, 'not an item', { image: 'x' }] },
    Catering: { image: 7 },
    BlogPost: { image: 8 },
    MembersGrid: { memberIds: [9, 2], showCuisines: false },
    Showcases: { limit: 2 },
    BlogList: { categoryId: 4 },
    FaqList: { categoryId: 1 },
  };
  for (const type of BLOCK_TYPES) {
    const body = { content: [block(type, filled[type] ?? {})], zones: { 'x:side': [block(type, {})] } };
    const reads = PAGE_BLOCKS[type].reads as (props: unknown) => BlockReads;
    const declared = [
      ...readPaths(reads(normalizeBlockProps(type, { ...filled[type] }))),
      ...readPaths(reads(normalizeBlockProps(type, {}))),
    ];
    t.same(postPageReads({ post_body: body }).sort(), [...new Set(declared)].sort(), type);
  }
});

t.test('a member page’s "Next stops" without a chosen member reads the page’s own', async (t) => {
  const body = {
    root: { props: {} },
    content: [
      block('NextStops', { memberIds: [], limit: 3 }),
      block('NextStops', { memberIds: [9], limit: 2 }),
    ],
    zones: {},
  };
  const reads = postPageReads({
    id: 21,
    post_type_id: POST_TYPE.member,
    external_data: {},
    media: {},
    post_body: body,
  });
  t.ok(reads.includes('/api/schedule/members/21?limit=3'), 'its own, with the block’s limit');
  t.notOk(reads.includes('/api/schedule/members/21?limit=2'), 'not for a block that chose a member');
  t.same(
    postPageReads({
      id: 21,
      post_type_id: POST_TYPE.page,
      external_data: {},
      media: {},
      post_body: body,
    }).filter((p) => p.includes('/members/21')),
    [],
    'a page is no member',
  );
});
