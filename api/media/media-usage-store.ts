/**
 * Which posts and site options show the site's images (media-references.ts reads the stored JSON),
 * and the removal of an image that takes it out of every place in the same transaction: no post
 * or option is left pointing at an image that is gone.
 */

import type { MediaRow } from '../db/tables.ts';
import type { Stores } from '../stores.ts';
import {
  imagePlacesOfPost,
  optionsShowingImage,
  postWithoutImage,
  settingWithoutImage,
} from './media-references.ts';

export type MediaUsageStore = ReturnType<typeof createMediaUsageStore>;

/** One post that shows an image, and where. */
export interface ImageUse {
  id: number;
  title: string;
  post_type_id: number;
  deleted: boolean;
  places: string[];
}

export interface ImageUsage {
  posts: ImageUse[];
  options: string[];
}

/** Over the stores of the posts and the options, which own those tables (docs/decisions/039). */
export function createMediaUsageStore(stores: Pick<Stores, 'posts' | 'settings' | 'withTransaction'>) {
  return {
    /** How many posts (trashed ones too) show each of these images. */
    async postCounts(domainId: number, mediaIds: readonly number[]): Promise<Map<number, number>> {
      const counts = new Map<number, number>(mediaIds.map((id) => [id, 0]));
      if (mediaIds.length === 0) return counts;
      for (const post of await stores.posts.listImageColumns(domainId)) {
        for (const id of imagePlacesOfPost(post).keys()) {
          const count = counts.get(id);
          if (count !== undefined) counts.set(id, count + 1);
        }
      }
      return counts;
    },

    /** The posts that show the image (by id) and the names of the site options that show it. */
    async usage(domainId: number, media: Pick<MediaRow, 'id' | 'hashed_name'>): Promise<ImageUsage> {
      const posts: ImageUse[] = [];
      for (const post of await stores.posts.listImageColumns(domainId)) {
        const places = imagePlacesOfPost(post).get(media.id);
        if (!places) continue;
        posts.push({
          id: post.id,
          title: post.title,
          post_type_id: post.post_type_id,
          deleted: post.deleted_at !== null,
          places,
        });
      }
      const options = optionsShowingImage(await stores.settings.listStored(domainId), media.hashed_name);
      return { posts, options };
    },

    /**
     * Deletes the image's row and empties every place that shows it (post slots and blocks, image
     * options), in one transaction, which also notes the row's files (`filesOf`: their storage
     * keys) in the journal. The deleted row, whose files are still to be removed, and its note;
     * undefined when the site has no such image.
     */
    async removeEverywhere(
      domainId: number,
      id: number,
      filesOf: (row: MediaRow) => string[],
    ): Promise<{ row: MediaRow; journalId: number } | undefined> {
      return stores.withTransaction(async (trx) => {
        const row = await trx.media.remove(domainId, id);
        if (!row) return undefined;
        // its files are noted in the same transaction: if they are not removed after it (a
        // crash, a storage down), the sweeper removes them (media-file-journal-store.ts)
        const journalId = await trx.mediaFiles.note(filesOf(row), new Date());
        for (const post of await trx.posts.listImageColumns(domainId)) {
          const next = postWithoutImage(post, id);
          if (next) await trx.posts.update(post.id, next);
        }
        for (const setting of await trx.settings.listStored(domainId)) {
          const value = settingWithoutImage(setting, row.hashed_name);
          if (value !== undefined) await trx.settings.rewriteStored(domainId, setting.setting, value);
        }
        return { row, journalId };
      });
    },
  };
}
