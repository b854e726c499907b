/**
 * Per-domain settings stored as one JSON document each (options, error page, socials, menus,
 * seo, site map). A missing document reads as the default of that setting. Reads and writes keep
 * the declared fields of each setting only (setting-fields.ts).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.ts';
import { nowTimestamp } from '../db/timestamps.ts';
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

function declaredFields<K extends SettingName>(domainId: number, setting: K, value: unknown) {
  const pick = DECLARED_FIELDS[setting] as (v: unknown, f: DomainSettingValues[K]) => DomainSettingValues[K];
  return pick(value, defaultSettingValues(domainId)[setting]);
}

export async function readSetting<K extends SettingName>(
  db: Kysely<Database>,
  domainId: number,
  setting: K,
): Promise<DomainSettingValues[K]> {
  const row = await db
    .selectFrom('domain_settings')
    .select('value')
    .where('domain_id', '=', domainId)
    .where('setting', '=', setting)
    .executeTakeFirst();
  return row
    ? declaredFields(domainId, setting, JSON.parse(row.value))
    : defaultSettingValues(domainId)[setting];
}

export async function writeSetting<K extends SettingName>(
  db: Kysely<Database>,
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
}
