/**
 * Blog categories (docs/product.md#api): listed by name; a name is unique within the site, ignoring
 * case (409 `errors.name`, and the unique index of migration 004 when two requests race); a
 * removed category leaves the posts that carried it.
 */

import type { Static } from 'typebox';
import type { Category } from '#shared/schemas/content.ts';
import type { NamedBodySchema } from '#shared/schemas/content-requests.ts';
import { defineSiteCollection } from '../collections/site-collection.ts';
import { badRequest } from '../errors/http-error.ts';

export interface CategoryRow {
  id: number;
  name: string;
}

export const CATEGORY_TAKEN = 'This site already has a category of that name';

export const categoryCollection = defineSiteCollection<CategoryRow, Category, Static<typeof NamedBodySchema>>(
  {
    table: {
      table: 'categories',
      columns: ['id', 'name'],
      order: [['name', 'asc']],
      unique: { column: 'name', message: CATEGORY_TAKEN },
      copyIdsAs: 'categories',
    },
    notFound: 'Category not found',
    toItem: (row) => row,
    created(body) {
      const name = body.name.trim();
      if (name === '') throw badRequest('The name is empty', { name: ['must not be empty'] });
      return { name };
    },
    removed: (stores, domainId, id) => stores.posts.removeCategory(domainId, id),
  },
);
