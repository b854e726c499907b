/**
 * Keeps references tidy when something referenced goes away for good: a permanently deleted
 * member is taken out of the error page (a deleted cuisine tag out of the posts that list it:
 * the post store's `removeCuisineTag`).
 */
import type { SettingsStore } from '../options/settings-store.ts';

export async function removeMemberFromErrorPage(
  settings: SettingsStore,
  domainId: number,
  postId: number,
): Promise<void> {
  const errorPage = await settings.read(domainId, 'error-page');
  if (!errorPage.members.includes(postId)) return;
  await settings.write(domainId, 'error-page', {
    ...errorPage,
    members: errorPage.members.filter((id) => id !== postId),
  });
}
