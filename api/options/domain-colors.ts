import type { Kysely } from 'kysely';
import type { DomainColor } from '#shared/schemas/domain-options.ts';
import type { ColorsUpdate } from '#shared/schemas/options-requests.ts';
import type { Database } from '../db/tables.ts';

export async function listDomainColors(db: Kysely<Database>, domainId: number): Promise<DomainColor[]> {
  return db
    .selectFrom('domain_colors')
    .select(['id', 'domain_color_type_id', 'code'])
    .where('domain_id', '=', domainId)
    .orderBy('domain_color_type_id')
    .execute();
}

/** Replaces the domain's colours; the last entry of a type wins. */
export async function replaceDomainColors(
  db: Kysely<Database>,
  domainId: number,
  colors: ColorsUpdate,
): Promise<void> {
  const byType = new Map(colors.map((c) => [c.domain_color_type_id, c.code.toLowerCase()]));
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('domain_colors').where('domain_id', '=', domainId).execute();
    if (byType.size === 0) return;
    await trx
      .insertInto('domain_colors')
      .values([...byType].map(([type, code]) => ({ domain_id: domainId, domain_color_type_id: type, code })))
      .execute();
  });
}
