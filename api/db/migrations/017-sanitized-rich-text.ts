/**
 * Rich text is sanitised when it is written (docs/decisions/031), and the browser no longer
 * sanitises what it is served: this cleans what was stored before, in post bodies, drafts,
 * revisions (so a restore brings back clean markup) and FAQ answers. Site settings need nothing
 * here: their HTML texts are sanitised on every read too (api/options/setting-fields.ts).
 *
 * Unlike a schema change this one uses the current sanitiser and block declarations: run later,
 * it cleans by the rules of its day, which is what a data clean-up should do. Rows are read in
 * pages by id, and only a changed one is written.
 */
import type { Kysely } from 'kysely';
import { sanitizeDocumentRichText } from '../../rich-text/document-rich-text.ts';
import { sanitizeRichText } from '../../rich-text/rich-text-sanitizer.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and take an untyped Kysely
type AnyDb = Kysely<any>;

const PAGE = 500;

/** A JSON page document with its rich text sanitised; undefined when nothing changed or it is unreadable. */
function cleanedBody(json: string): string | undefined {
  try {
    const next = JSON.stringify(sanitizeDocumentRichText(JSON.parse(json)));
    return next === json ? undefined : next;
  } catch {
    return undefined;
  }
}

function cleanedSnapshot(json: string): string | undefined {
  try {
    const snapshot = JSON.parse(json) as { post_body?: unknown };
    if (typeof snapshot.post_body !== 'string') return undefined;
    const body = cleanedBody(snapshot.post_body);
    return body === undefined ? undefined : JSON.stringify({ ...snapshot, post_body: body });
  } catch {
    return undefined;
  }
}

/** Reads `table` in pages by `key` and writes back each `column` that `clean` changes. */
async function cleanColumn(
  db: AnyDb,
  table: string,
  key: string,
  column: string,
  clean: (value: string) => string | undefined,
): Promise<void> {
  let after = 0;
  for (;;) {
    const rows = (await db
      .selectFrom(table)
      .select([key, column])
      .where(key, '>', after)
      .orderBy(key)
      .limit(PAGE)
      .execute()) as Record<string, unknown>[];
    for (const row of rows) {
      const value = row[column];
      const next = typeof value === 'string' ? clean(value) : undefined;
      if (next !== undefined)
        await db
          .updateTable(table)
          .set({ [column]: next })
          .where(key, '=', row[key])
          .execute();
    }
    if (rows.length < PAGE) return;
    after = Number(rows[rows.length - 1]?.[key]);
  }
}

export async function up(db: AnyDb): Promise<void> {
  await cleanColumn(db, 'posts', 'id', 'post_body', cleanedBody);
  await cleanColumn(db, 'post_drafts', 'post_id', 'post_body', cleanedBody);
  await cleanColumn(db, 'post_revisions', 'id', 'snapshot', cleanedSnapshot);
  await cleanColumn(db, 'faqs', 'id', 'answer', (answer) => {
    const next = sanitizeRichText(answer);
    return next === answer ? undefined : next;
  });
}

export async function down(): Promise<void> {
  // what was removed was never meant to be served
}
