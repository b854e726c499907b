/**
 * Keeps references tidy when something referenced goes away for good: a deleted cuisine tag is
 * taken out of the posts that list it, a permanently deleted member out of the error page.
 */
import type { Kysely } from 'kysely';
import type { PostExternalData } from '#shared/schemas/content.ts';
import type { Database } from '../db/tables.ts';
import { readSetting, writeSetting } from '../options/domain-settings.ts';

export async function removeCuisineFromPosts(
  db: Kysely<Database>,
  domainId: number,
  tagId: number,
): Promise<void> {
  const rows = await db
    .selectFrom('posts')
    .select(['id', 'external_data'])
    .where('domain_id', '=', domainId)
    .where('external_data', 'like', '%cuisines%')
    .execute();
  for (const row of rows) {
    const data = JSON.parse(row.external_data) as PostExternalData;
    if (!data.cuisines?.includes(tagId)) continue;
    const next = { ...data, cuisines: data.cuisines.filter((id) => id !== tagId) };
    await db
      .updateTable('posts')
      .set({ external_data: JSON.stringify(next) })
      .where('id', '=', row.id)
      .execute();
  }
}

export async function removeMemberFromErrorPage(
  db: Kysely<Database>,
  domainId: number,
  postId: number,
): Promise<void> {
  const errorPage = await readSetting(db, domainId, 'error-page');
  if (!errorPage.members.includes(postId)) return;
  await writeSetting(db, domainId, 'error-page', {
    ...errorPage,
    members: errorPage.members.filter((id) => id !== postId),
  });
}
