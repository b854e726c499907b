import t from 'tap';
import { Value } from 'typebox/value';
import { COLOR_TYPE_IDS } from '#shared/ids/color-types.ts';
import { POST_TYPE, POST_TYPE_IDS } from '#shared/ids/post-types.ts';
import { blockAllowedIn } from '#shared/page-blocks/block-declarations.ts';
import { isBlockType } from '#shared/page-blocks/block-defaults.ts';
import { UrlPathSchema } from '#shared/schemas/common.ts';
import { MenuBodySchema } from '#shared/schemas/domain-options.ts';
import { PageDocumentBodySchema } from '#shared/schemas/page-document.ts';
import { DEMO_SITES } from './demo-sites.ts';

t.test('every demo site is complete and valid by the shared schemas', async (t) => {
  t.ok(DEMO_SITES.length >= 3);
  t.equal(new Set(DEMO_SITES.map((s) => s.host)).size, DEMO_SITES.length, 'hosts are unique');
  for (const site of DEMO_SITES) {
    t.same(Object.keys(site.colors).map(Number), [...COLOR_TYPE_IDS], `${site.host} colours`);
    t.ok(Value.Check(MenuBodySchema, { header: site.header, footer: site.footer }), `${site.host} menus`);
    t.ok(site.header.some((item) => item.mode === 'dropdown' && (item.children?.length ?? 0) > 0));
    t.ok(
      site.posts.some((p) => p.url === '/'),
      `${site.host} has a home page`,
    );
    t.same(
      [...new Set(site.posts.map((p) => p.type))].sort(),
      [...POST_TYPE_IDS].sort(),
      `${site.host} has posts of every type`,
    );
    t.equal(new Set(site.posts.map((p) => p.url)).size, site.posts.length, `${site.host} urls are unique`);
    for (const post of site.posts) {
      t.ok(Value.Check(UrlPathSchema, post.url), `${post.url} is a valid url`);
      t.ok(
        Value.Check(PageDocumentBodySchema, post.body),
        `${post.url} body is a page document the API stores: ${JSON.stringify(Value.Errors(PageDocumentBodySchema, post.body))}`,
      );
      for (const block of post.body.content)
        t.ok(
          isBlockType(block.type) && blockAllowedIn(block.type, post.type),
          `${post.url}: ${block.type} is a block of its post type`,
        );
      for (const cuisine of post.cuisines ?? []) {
        t.ok(
          site.cuisineTags.some((tag) => tag.title === cuisine),
          `${post.url}: cuisine ${cuisine} exists`,
        );
      }
      for (const category of post.categories ?? []) {
        t.ok(site.categories.includes(category), `${post.url}: category ${category} exists`);
        t.equal(post.type, POST_TYPE.blog, `${post.url}: only blog posts carry categories`);
      }
    }
  }
});
