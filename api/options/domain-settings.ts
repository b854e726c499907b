/**
 * Per-domain settings stored as one JSON document each (options, error page, socials, menus,
 * seo, site map). A missing document reads as the default of that setting.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.ts';
import { nowTimestamp } from '../db/timestamps.ts';
import { type DomainSettingValues, defaultSettingValues } from './default-settings.ts';

export type SettingName = keyof DomainSettingValues;

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
  return row ? (JSON.parse(row.value) as DomainSettingValues[K]) : defaultSettingValues(domainId)[setting];
}

export async function writeSetting<K extends SettingName>(
  db: Kysely<Database>,
  domainId: number,
  setting: K,
  value: DomainSettingValues[K],
): Promise<void> {
  const json = JSON.stringify(value);
  const updatedAt = nowTimestamp();
  await db
    .insertInto('domain_settings')
    .values({ domain_id: domainId, setting, value: json, updated_at: updatedAt })
    .onConflict((oc) =>
      oc.columns(['domain_id', 'setting']).doUpdateSet({ value: json, updated_at: updatedAt }),
    )
    .execute();
}
