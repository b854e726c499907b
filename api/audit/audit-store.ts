/**
 * The audit log's table (docs/decisions/015-audit-log.md): events are added after the answer of
 * the call they record, read newest first by the Activity screen's filters, and pruned after
 * the retention period. Also the two look-ups the recorder needs that no other store has: the
 * last known title of an entity (a deleted post's answer no longer names it) and the owner of a
 * session (a sign-out names only its token).
 */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { AuditEventsTable, Database } from '../db/tables.ts';

export type NewAuditEvent = Insertable<AuditEventsTable>;
export type AuditEventRow = Selectable<AuditEventsTable> & {
  site_host: string | null;
  site_name: string | null;
};

export interface AuditFilter {
  /** the sites the caller may see; `all` for owners */
  domainIds: readonly number[] | 'all';
  site?: number | undefined;
  user?: number | undefined;
  /** an entity or the first segments of one: `posts`, `options`, `options/colors` */
  type?: string | undefined;
  action?: string | undefined;
  /** `YYYY-MM-DD HH:MM:SS` bounds, both included */
  from?: string | undefined;
  to?: string | undefined;
}

export type AuditStore = ReturnType<typeof createAuditStore>;

export function createAuditStore(db: Kysely<Database>) {
  /** the events the filter keeps (without paging) */
  const matching = (filter: AuditFilter) => {
    const { domainIds } = filter;
    return db
      .selectFrom('audit_events')
      .$if(domainIds !== 'all', (q) =>
        // an admin without a site sees nothing: `in ()` is not valid SQL, -1 is no id
        q.where(
          'audit_events.domain_id',
          'in',
          domainIds === 'all' || domainIds.length === 0 ? [-1] : domainIds,
        ),
      )
      .$if(filter.site !== undefined, (q) => q.where('audit_events.domain_id', '=', filter.site ?? -1))
      .$if(filter.user !== undefined, (q) => q.where('audit_events.user_id', '=', filter.user ?? -1))
      .$if(filter.type !== undefined, (q) =>
        q.where((eb) =>
          eb.or([
            eb('audit_events.entity', '=', filter.type ?? ''),
            // the type is lower-case segments (its schema), so it holds no LIKE wildcard
            eb('audit_events.entity', 'like', `${filter.type}/%`),
          ]),
        ),
      )
      .$if(filter.action !== undefined, (q) => q.where('audit_events.action', '=', filter.action ?? ''))
      .$if(filter.from !== undefined, (q) => q.where('audit_events.created_at', '>=', filter.from ?? ''))
      .$if(filter.to !== undefined, (q) => q.where('audit_events.created_at', '<=', filter.to ?? ''));
  };

  return {
    async add(event: NewAuditEvent): Promise<void> {
      await db.insertInto('audit_events').values(event).execute();
    },

    /** one page of the events the filter keeps, newest first, with the site of each */
    async page(
      filter: AuditFilter,
      page: { limit: number; offset: number },
    ): Promise<{ rows: AuditEventRow[]; total: number }> {
      const { total } = await matching(filter)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await matching(filter)
        .leftJoin('domains', 'domains.id', 'audit_events.domain_id')
        .selectAll('audit_events')
        .select(['domains.host as site_host', 'domains.name as site_name'])
        .orderBy('audit_events.created_at', 'desc')
        .orderBy('audit_events.id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
      return { rows, total: Number(total) };
    },

    /** everyone with an event the sites allow, by their latest name and email */
    async people(
      domainIds: readonly number[] | 'all',
    ): Promise<{ id: number; name: string; email: string }[]> {
      const latest = matching({ domainIds })
        .where('audit_events.user_id', 'is not', null)
        .select((eb) => eb.fn.max('audit_events.id').as('last_id'))
        .groupBy('audit_events.user_id');
      const rows = await db
        .selectFrom('audit_events')
        .select(['user_id', 'user_name', 'user_email'])
        .where('id', 'in', latest)
        .orderBy('user_name')
        .execute();
      return rows.flatMap((row) =>
        row.user_id === null
          ? []
          : [{ id: row.user_id, name: row.user_name ?? '', email: row.user_email ?? '' }],
      );
    },

    /** the title (and kind) an earlier event of this entity knew */
    async lastLabelOf(
      domainId: number | null,
      entity: string,
      entityId: string,
    ): Promise<{ label: string; kind: string | null } | undefined> {
      const row = await db
        .selectFrom('audit_events')
        .select(['entity_label', 'entity_kind'])
        .where('domain_id', domainId === null ? 'is' : '=', domainId)
        .where('entity', '=', entity)
        .where('entity_id', '=', entityId)
        .where('entity_label', 'is not', null)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.entity_label ? { label: row.entity_label, kind: row.entity_kind } : undefined;
    },

    /** the user and site of a session that is still active */
    async activeSessionOwner(familyId: string): Promise<{ userId: number; domainId: number } | undefined> {
      const row = await db
        .selectFrom('session_families')
        .select(['user_id', 'domain_id'])
        .where('id', '=', familyId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return row ? { userId: row.user_id, domainId: row.domain_id } : undefined;
    },

    /** deletes the events before the timestamp; answers how many */
    async pruneBefore(timestamp: string): Promise<number> {
      const result = await db
        .deleteFrom('audit_events')
        .where('created_at', '<', timestamp)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
