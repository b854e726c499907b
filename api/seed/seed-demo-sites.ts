/**
 * Writes the demo collective (demo-sites.ts) into an empty database, in one transaction (the
 * caller's when given one: first-start-seed.ts holds a lock across the check and the writes).
 * Each area's store writes its share (docs/decisions/039).
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { POST_STATUS } from '#shared/ids/post-status.ts';
import { POST_TYPE } from '#shared/ids/post-types.ts';
import type { Database } from '../db/tables.ts';
import { toTimestamp } from '../db/timestamps.ts';
import { defaultSettingValues } from '../options/default-settings.ts';
import { createStores, type Stores } from '../stores.ts';
import { DEMO_SITES, type DemoSite } from './demo-sites.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

async function seedSite(stores: Stores, site: DemoSite): Promise<number> {
  const domain = await stores.domains.insert(site);
  if (!domain) throw new Error(`the demo site ${site.host} exists already`);
  const domainId = domain.id;
  const settings = stores.settings;
  const defaults = defaultSettingValues(domainId);

  await settings.write(domainId, 'options', { ...defaults.options, ...site.options });
  await settings.write(domainId, 'menus', { header: site.header, footer: site.footer });
  await settings.write(
    domainId,
    'socials',
    site.socials.map((s, i) => ({ id: i + 1, ...s })),
  );
  await settings.write(domainId, 'seo', site.seo);
  await settings.write(domainId, 'site-map', defaults['site-map']);
  await settings.addColors(
    domainId,
    Object.entries(site.colors).map(([type, code]) => ({ domain_color_type_id: Number(type), code })),
  );

  const tagIds = new Map<string, number>();
  for (const [index, tag] of site.cuisineTags.entries()) {
    const { id } = await stores.collections['cuisine-tags'].add(domainId, {
      title: tag.title,
      icon_data: JSON.stringify({ id: index + 1, name: tag.icon }),
    });
    tagIds.set(tag.title, id);
  }
  const categoryIds = new Map<string, number>();
  for (const name of site.categories) {
    categoryIds.set(name, (await stores.taxonomy.addCategory(domainId, name)).id);
  }
  const idsOf = (names: readonly string[], ids: Map<string, number>) =>
    names.map((name) => ids.get(name)).filter((id) => id !== undefined);

  const faqCategoryIds = new Map<string, number>();
  for (const [position, faq] of site.faqs.entries()) {
    let categoryId = faqCategoryIds.get(faq.category);
    if (categoryId === undefined) {
      categoryId = (await stores.faqs.addCategory(domainId, faq.category)).id;
      faqCategoryIds.set(faq.category, categoryId);
    }
    await stores.collections.faqs.add(domainId, {
      question: faq.question,
      answer: faq.answer,
      category_id: categoryId,
      position,
    });
  }

  const positions = new Map<number, number>();
  const memberIds: number[] = [];
  for (const post of site.posts) {
    const position = positions.get(post.type) ?? 0;
    positions.set(post.type, position + 1);
    const written = new Date(Date.now() - post.ageDays * DAY_MS);
    const row = await stores.posts.insert(
      {
        domain_id: domainId,
        public_id: randomUUID(),
        post_type_id: post.type,
        post_status_id: POST_STATUS.published,
        url: post.url,
        title: post.title,
        attributes: JSON.stringify({ title: post.title, url: post.url, description: post.description }),
        media: JSON.stringify({}),
        external_data: JSON.stringify({
          ...(post.cuisines ? { cuisines: idsOf(post.cuisines, tagIds) } : {}),
          ...(post.categories ? { categories: idsOf(post.categories, categoryIds) } : {}),
        }),
        post_body: JSON.stringify(post.body),
        no_index: 0,
        no_follow: 0,
        show_in_sitemap: 1,
        position,
      },
      toTimestamp(written),
    );
    // every post has a history from its first version
    await stores.revisions.record(row, null, 'created', written);
    if (post.type === POST_TYPE.member) memberIds.push(row.id);
  }

  await settings.write(domainId, 'error-page', {
    domainErrorPage: { ...site.errorPage, truck_image: null },
    members: memberIds.slice(0, 3),
  });
  return domainId;
}

/** Seeds the demo sites when the database has no domain yet; answers whether it did. */
export async function seedDemoSitesIfEmpty(db: Kysely<Database>): Promise<boolean> {
  return createStores(db).withTransaction(async (stores) => {
    if (await stores.domains.hasAny()) return false;
    for (const site of DEMO_SITES) await seedSite(stores, site);
    return true;
  });
}
