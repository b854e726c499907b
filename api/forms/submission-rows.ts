/** A stored submission as the inbox answers it: its fields parsed, its status derived. */
import type { SubmissionStatus } from '#shared/form-fields.ts';
import type { Submission } from '#shared/schemas/forms.ts';
import type { SubmissionRow } from './submission-store.ts';

export function submissionStatus(row: Pick<SubmissionRow, 'read_at' | 'handled_at'>): SubmissionStatus {
  if (row.handled_at !== null) return 'handled';
  return row.read_at === null ? 'new' : 'read';
}

export function rowToSubmission(row: SubmissionRow): Submission {
  const handlerName = [row.handler_firstname, row.handler_lastname].filter(Boolean).join(' ');
  return {
    id: row.id,
    form: row.form,
    fields: JSON.parse(row.fields) as Record<string, string>,
    created_at: row.created_at,
    status: submissionStatus(row),
    read_at: row.read_at,
    handled_at: row.handled_at,
    handled_by:
      row.handled_by !== null && row.handler_firstname !== null
        ? { id: row.handled_by, name: handlerName }
        : null,
  };
}
