/**
 * Versioned migrations, applied at start in order, each inside its own transaction (Kysely's
 * Migrator does so on engines with transactional DDL: SQLite and PostgreSQL). Add a file
 * `migrations/NNN-name.ts` and list it here; never change what a shipped one does on an engine.
 * Migrations are written for both engines: the few spellings that differ come from
 * `sql-engine.ts` (migrations.test.ts compiles every one for PostgreSQL).
 */
import type { Kysely } from 'kysely';
import { type Migration, Migrator } from 'kysely/migration';
import * as initialSchema from './migrations/001-initial-schema.ts';
import * as twoFactorEnrolment from './migrations/002-two-factor-enrolment.ts';
import * as loginFailureAlerts from './migrations/003-login-failure-alerts.ts';
import * as uniqueCategoryNames from './migrations/004-unique-category-names.ts';
import * as auditEvents from './migrations/005-audit-events.ts';
import * as submissionStates from './migrations/006-submission-states.ts';
import * as userActivity from './migrations/007-user-activity.ts';
import * as twoFactorRecoveryAndSessions from './migrations/008-two-factor-recovery-and-sessions.ts';
import * as mediaVariants from './migrations/009-media-variants.ts';
import * as mediaFacts from './migrations/010-media-facts.ts';
import * as postDrafts from './migrations/011-post-drafts.ts';
import * as postRevisions from './migrations/012-post-revisions.ts';
import * as postSchedules from './migrations/013-post-schedules.ts';
import * as siteReadIndexes from './migrations/014-site-read-indexes.ts';
import * as rateLimitHits from './migrations/015-rate-limit-hits.ts';
import * as mediaFileJournal from './migrations/016-media-file-journal.ts';
import * as sanitizedRichText from './migrations/017-sanitized-rich-text.ts';
import * as submissionsBySiteAndTime from './migrations/018-submissions-by-site-and-time.ts';
import * as visitorInsights from './migrations/019-visitor-insights.ts';
import * as truckStops from './migrations/020-truck-stops.ts';
import type { Database } from './tables.ts';

export const MIGRATIONS: Record<string, Migration> = {
  '001-initial-schema': initialSchema,
  '002-two-factor-enrolment': twoFactorEnrolment,
  '003-login-failure-alerts': loginFailureAlerts,
  '004-unique-category-names': uniqueCategoryNames,
  '005-audit-events': auditEvents,
  '006-submission-states': submissionStates,
  '007-user-activity': userActivity,
  '008-two-factor-recovery-and-sessions': twoFactorRecoveryAndSessions,
  '009-media-variants': mediaVariants,
  '010-media-facts': mediaFacts,
  '011-post-drafts': postDrafts,
  '012-post-revisions': postRevisions,
  '013-post-schedules': postSchedules,
  '014-site-read-indexes': siteReadIndexes,
  '015-rate-limit-hits': rateLimitHits,
  '016-media-file-journal': mediaFileJournal,
  '017-sanitized-rich-text': sanitizedRichText,
  '018-submissions-by-site-and-time': submissionsBySiteAndTime,
  '019-visitor-insights': visitorInsights,
  '020-truck-stops': truckStops,
};

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`database migration ${failed} failed: ${(error as Error).message ?? String(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
