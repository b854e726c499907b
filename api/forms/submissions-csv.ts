/**
 * CSV export of form submissions (RFC 4180 quoting). Cells that a spreadsheet would run as a
 * formula (starting with = + - @ or a tab/CR) are prefixed with an apostrophe.
 */
import type { Submission } from '#shared/schemas/forms.ts';

function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function submissionsToCsv(submissions: readonly Submission[]): string {
  const fieldNames = [...new Set(submissions.flatMap((s) => Object.keys(s.fields)))].sort();
  const header = ['id', 'form', 'created_at', ...fieldNames];
  const rows = submissions.map((s) => [
    String(s.id),
    s.form,
    s.created_at,
    ...fieldNames.map((f) => s.fields[f] ?? ''),
  ]);
  return `${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
