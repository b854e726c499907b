/**
 * CSV export of form submissions (RFC 4180 quoting): id, form, date, status, handled date, then
 * one column per field name of any row. Cells that a spreadsheet would run as a formula (starting
 * with = + - @ or a tab/CR) are prefixed with an apostrophe — field names included, since a
 * visitor chooses those too.
 */
import { csvText } from '#shared/csv.ts';
import type { Submission } from '#shared/schemas/forms.ts';

export function submissionsToCsv(submissions: readonly Submission[]): string {
  const fieldNames = [...new Set(submissions.flatMap((s) => Object.keys(s.fields)))].sort();
  const header = ['id', 'form', 'created_at', 'status', 'handled_at', ...fieldNames];
  const rows = submissions.map((s) => [
    String(s.id),
    s.form,
    s.created_at,
    s.status,
    s.handled_at ?? '',
    ...fieldNames.map((f) => s.fields[f] ?? ''),
  ]);
  return csvText([header, ...rows]);
}
