/**
 * A domain's settings and colours. Settings are stored as one JSON document each (options, error
 * page, socials, menus, seo, site map); a missing document reads as the default of that setting.
 * Reads and writes keep the declared fields of each setting only (setting-fields.ts).
 */

import type { Kysely } from 'kysely';
import type { DomainColor } from '#shared/schemas/domain-options.ts';
import type { ColorsUpdate } from '#shared/schemas/options-requests.ts';
import { inTransaction } from '../db/in-transaction.ts';
import type { Database } from '../db/tables.ts';
import { nowTimestamp } from '../db/timestamps.ts';
import { lockForTransaction } from '../db/transaction-locks.ts';
import { type DomainSettingValues, defaultSettingValues } from './default-settings.ts';
import { domainOptionsOf, errorPageOf, menuBodyOf, seoOf, siteMapOf, socialsOf } from './setting-fields.ts';

export type SettingName = keyof DomainSettingValues;

const DECLARED_FIELDS: {
  [K in SettingName]: (value: unknown, fallback: DomainSettingValues[K]) => DomainSettingValues[K];
} = {
  options: domainOptionsOf,
  'error-page': errorPageOf,
  socials: socialsOf,
  menus: menuBodyOf,
  seo: seoOf,
  'site-map': siteMapOf,
};

/** Every setting a domain has (a new one is copied with its site, api/sites/site-setup-store.ts). */
export const SETTING_NAMES = Object.keys(DECLARED_FIELDS) as SettingName[];

function declaredFields<K extends SettingName>(domainId: number, setting: K, value: unknown) {
  const pick = DECLARED_FIELDS[setting] as (v: unknown, f: DomainSettingValues[K]) => DomainSettingValues[K];
  return pick(value, defaultSettingValues(domainId)[setting]);
}

export type SettingsStore = ReturnType<typeof createSettingsStore>;

export function createSettingsStore(db: Kysely<Database>) {
  return {
    /** the stored setting (its declared fields), or its default */
    async read<K extends SettingName>(domainId: number, setting: K): Promise<DomainSettingValues[K]> {
      const row = await db
        .selectFrom('domain_settings')
        .select('value')
        .where('domain_id', '=', domainId)
        .where('setting', '=', setting)
        .executeTakeFirst();
      return row
        ? declaredFields(domainId, setting, JSON.parse(row.value))
        : defaultSettingValues(domainId)[setting];
    },

    /** stores the setting's declared fields, replacing what was there */
    async write<K extends SettingName>(
      domainId: number,
      setting: K,
      value: DomainSettingValues[K],
    ): Promise<void> {
      const json = JSON.stringify(declaredFields(domainId, setting, value));
      const updatedAt = nowTimestamp();
      await db
        .insertInto('domain_settings')
        .values({ domain_id: domainId, setting, value: json, updated_at: updatedAt })
        .onConflict((oc) =>
          oc.columns(['domain_id', 'setting']).doUpdateSet({ value: json, updated_at: updatedAt }),
        )
        .execute();
    },

    /** every stored setting of the site as its JSON text (media-usage-store.ts looks for images in them) */
    async listStored(domainId: number): Promise<{ setting: string; value: string }[]> {
      return db
        .selectFrom('domain_settings')
        .select(['setting', 'value'])
        .where('domain_id', '=', domainId)
        .execute();
    },

    /** replaces a stored setting's JSON text (an image taken out of it: media-usage-store.ts) */
    async rewriteStored(domainId: number, setting: string, value: string): Promise<void> {
      await db
        .updateTable('domain_settings')
        .set({ value, updated_at: nowTimestamp() })
        .where('domain_id', '=', domainId)
        .where('setting', '=', setting)
        .execute();
    },

    /** A new site's colours, as given (site-setup-store.ts). */
    async addColors(domainId: number, colors: readonly { domain_color_type_id: number; code: string }[]) {
      if (colors.length === 0) return;
      await db
        .insertInto('domain_colors')
        .values(colors.map((color) => ({ ...color, domain_id: domainId })))
        .execute();
    },

    /** A site copy's share of the colours (site-setup-store.ts): those of `from` added to `to`. */
    async copyColors(from: number, to: number): Promise<void> {
      const colors = await db
        .selectFrom('domain_colors')
        .select(['domain_color_type_id', 'code'])
        .where('domain_id', '=', from)
        .execute();
      if (colors.length > 0)
        await db
          .insertInto('domain_colors')
          .values(colors.map((c) => ({ ...c, domain_id: to })))
          .execute();
    },

    /** the domain's colours, by colour type */
    async listColors(domainId: number): Promise<DomainColor[]> {
      return db
        .selectFrom('domain_colors')
        .select(['id', 'domain_color_type_id', 'code'])
        .where('domain_id', '=', domainId)
        .orderBy('domain_color_type_id')
        .execute();
    },

    /** Replaces the domain's colours (lower-cased), in one transaction; the last entry of a type wins. */
    async replaceColors(domainId: number, colors: ColorsUpdate): Promise<void> {
      const byType = new Map(colors.map((c) => [c.domain_color_type_id, c.code.toLowerCase()]));
      await inTransaction(db, async (trx) => {
        // two saves at once: the second replaces the first's rows, not races it (PostgreSQL)
        await lockForTransaction(trx, [`domain-colors:${domainId}`]);
        await trx.deleteFrom('domain_colors').where('domain_id', '=', domainId).execute();
        if (byType.size === 0) return;
        await trx
          .insertInto('domain_colors')
          .values(
            [...byType].map(([type, code]) => ({ domain_id: domainId, domain_color_type_id: type, code })),
          )
          .execute();
      });
    },
  };
}
