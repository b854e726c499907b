/**
 * What a copy of a site (a new site started from another) takes of each content collection, and
 * in which order: a collection is copied after the collections its rows point at, so their new
 * ids are known (a FAQ after the FAQ categories, posts after media and taxonomy, the site's
 * settings after the posts its members list names). The API's copy walks `siteCopyOrder`.
 */

export interface SiteCopyShare {
  /** `when-asked`: only when the copy asks for it (analytics items, decision 012) */
  share: 'copied' | 'when-asked' | 'not-copied';
  /** the collections (slugs) whose copies must exist first */
  after?: readonly string[];
}

interface Copied {
  slug: string;
  siteCopy: SiteCopyShare;
}

/**
 * The collections a copy takes, each after those it names in `after`, otherwise in the order
 * given; throws on an unknown or circular `after`.
 */
export function siteCopyOrder<C extends Copied>(collections: readonly C[]): C[] {
  const copied = collections.filter((c) => c.siteCopy.share !== 'not-copied');
  const bySlug = new Map(copied.map((c) => [c.slug, c]));
  const ordered: C[] = [];
  const visiting = new Set<string>();
  const visit = (collection: C) => {
    if (ordered.includes(collection)) return;
    if (visiting.has(collection.slug)) throw new Error(`site copy: ${collection.slug} comes after itself`);
    visiting.add(collection.slug);
    for (const slug of collection.siteCopy.after ?? []) {
      const first = bySlug.get(slug);
      if (!first) throw new Error(`site copy: ${collection.slug} comes after ${slug}, which is not copied`);
      visit(first);
    }
    ordered.push(collection);
  };
  for (const collection of copied) visit(collection);
  return ordered;
}
