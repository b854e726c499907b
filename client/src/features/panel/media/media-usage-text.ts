/** The words of an image's use: "Used by 2 posts", and what deleting it does to them. */
import type { MediaUsage } from '../ui/media-picker/media-item-requests.ts';

export function usedByText(count: number): string {
  if (count === 0) return 'Not used by any post';
  return count === 1 ? 'Used by 1 post' : `Used by ${count} posts`;
}

/** A list as people say it: "A", "A and B", "A, B and C". */
function spoken(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The text of the delete confirmation: who uses the image, and that their places become empty. */
export function deleteConfirmText(title: string, usage: MediaUsage | undefined): string {
  const parts = [`“${title}” will be deleted from the media library.`];
  if (usage && usage.posts.length > 0) {
    const names = usage.posts.map((post) => `“${post.title}”`);
    parts.push(
      `${usedByText(usage.posts.length)}: ${spoken(names)}. Their places for it (${spoken([
        ...new Set(usage.posts.flatMap((post) => post.places)),
      ])}) will be left empty until another image is chosen.`,
    );
  } else if (usage) {
    parts.push('No post uses it.');
  }
  if (usage && usage.options.length > 0) {
    parts.push(`The site options lose it too: ${spoken(usage.options)}.`);
  }
  parts.push('This cannot be undone.');
  return parts.join(' ');
}
