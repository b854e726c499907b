/** Deleting an item of a site-scoped collection: asked first with the declared words, then a toast. */
import { useCallback } from 'react';
import type { CollectionSlug } from '#shared/collections/content-collections.ts';
import { panelText } from '#shared/collections/site-collection-panel.ts';
import { useApiAction } from '../../../staff/api-action.ts';
import type { ConfirmRequest } from '../shell/confirm-dialog.tsx';
import { itemName, type SiteCollectionOverrides } from './site-collection-overrides.ts';
import { type SiteItem, useSiteItemWrites } from './site-collection-requests.ts';
import { panelOf } from './site-item-form.tsx';

export function useSiteItemDelete(
  slug: CollectionSlug,
  ask: (request: ConfirmRequest) => void,
  overrides?: SiteCollectionOverrides,
) {
  const { remove } = useSiteItemWrites(slug);
  const run = useApiAction();
  return useCallback(
    (item: SiteItem) => {
      const { texts, nameField } = panelOf(slug);
      const name = itemName(item, nameField, overrides);
      ask({
        title: panelText(texts.confirmTitle, name),
        message: panelText(texts.confirmMessage, name),
        confirmLabel: texts.confirmLabel,
        danger: true,
        onConfirm: async () => {
          await run(() => remove(item.id), { success: panelText(texts.deleted, name) });
        },
      });
    },
    [slug, ask, remove, run, overrides],
  );
}
