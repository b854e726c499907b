import Type, { type Static } from 'typebox';
import { UrlPathSchema } from './common.ts';

/** `GET /api/sitemap` (public): one entry per page the sitemap lists (docs/product.md#rules). */
export const SitemapEntrySchema = Type.Object({ url: UrlPathSchema, updated_at: Type.String() });
export type SitemapEntry = Static<typeof SitemapEntrySchema>;
