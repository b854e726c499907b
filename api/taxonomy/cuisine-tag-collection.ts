/**
 * Cuisine tags (docs/product.md#api), listed newest first (docs/product.md#lists-and-dates). A
 * tag's icon is stored as JSON text and answered with its declared fields only (older rows may
 * hold more); an update may point the icon at another id (`icon_data_id`). A removed tag leaves
 * the posts that listed it.
 */

import type { Static } from 'typebox';
import type { CuisineTag } from '#shared/schemas/content.ts';
import type {
  CuisineTagCreateBodySchema,
  CuisineTagUpdateBodySchema,
} from '#shared/schemas/content-requests.ts';
import { defineSiteCollection } from '../collections/site-collection.ts';
import { requireChanges } from '../errors/require-changes.ts';

export interface CuisineTagRow {
  id: number;
  title: string;
  /** JSON text */
  icon_data: string;
}

/** The declared fields of an icon, nothing else (older rows may hold more). */
function iconFields(icon: CuisineTag['icon_data']): CuisineTag['icon_data'] {
  return {
    id: icon.id,
    ...(icon.name === undefined ? {} : { name: icon.name }),
    ...(icon.set === undefined ? {} : { set: icon.set }),
  };
}

export const cuisineTagCollection = defineSiteCollection<
  CuisineTagRow,
  CuisineTag,
  Static<typeof CuisineTagCreateBodySchema>,
  Static<typeof CuisineTagUpdateBodySchema>
>({
  table: {
    table: 'cuisine_tags',
    columns: ['id', 'title', 'icon_data'],
    order: [['id', 'desc']],
    copyIdsAs: 'cuisineTags',
  },
  notFound: 'Cuisine tag not found',
  toItem: (row) => ({ id: row.id, title: row.title, icon_data: iconFields(JSON.parse(row.icon_data)) }),
  created: (body) => ({ title: body.title.trim(), icon_data: JSON.stringify(iconFields(body.icon_data)) }),
  update: {
    async changes(body, { current }) {
      const { title, icon_data: iconData, icon_data_id: iconDataId } = requireChanges(body);
      const row = await current();
      const icon = iconData ?? (JSON.parse(row.icon_data) as CuisineTag['icon_data']);
      const nextIcon = iconFields(iconDataId === undefined ? icon : { ...icon, id: iconDataId });
      return { title: title?.trim() ?? row.title, icon_data: JSON.stringify(nextIcon) };
    },
  },
  removed: (stores, domainId, id) => stores.posts.removeCuisineTag(domainId, id),
});
