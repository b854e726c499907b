/**
 * How a submission is shown in the inbox: who sent it (from its `name` and `email` fields), a
 * one-line preview, its fields in reading order with their labels, and its status's words; and
 * the notice of posts the site refused over its hourly cap.
 */
import { fieldLabel, type SubmissionStatus } from '#shared/form-fields.ts';
import type { SubmissionRefusals } from '#shared/schemas/forms.ts';
import { formatApiDate } from '../shell/format-date.ts';

export interface Sender {
  /** the name field, else the email, else "Unknown sender" */
  name: string;
  email: string | null;
}

export function senderOf(fields: Readonly<Record<string, string>>): Sender {
  const name = fields.name?.trim() ?? '';
  const email = fields.email?.trim() || null;
  return { name: name || email || 'Unknown sender', email };
}

const FIRST_FIELDS = ['name', 'email', 'phone'];

/** Every field with its label: name, email and phone first, then the others as they were sent. */
export function fieldRows(
  fields: Readonly<Record<string, string>>,
): { name: string; label: string; value: string }[] {
  const names = Object.keys(fields);
  const ordered = [
    ...FIRST_FIELDS.filter((n) => names.includes(n)),
    ...names.filter((n) => !FIRST_FIELDS.includes(n)),
  ];
  return ordered.map((name) => ({ name, label: fieldLabel(name), value: fields[name] ?? '' }));
}

/** The message (else the first field that is not the sender's), on one line, cut at `max`. */
export function previewOf(fields: Readonly<Record<string, string>>, max = 90): string {
  const text =
    fields.message ?? Object.entries(fields).find(([name]) => !FIRST_FIELDS.includes(name))?.[1] ?? '';
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

export const STATUS_LABELS: Record<SubmissionStatus, string> = {
  new: 'New',
  read: 'Read',
  handled: 'Handled',
};

export const STATUS_COLORS: Record<SubmissionStatus, string> = {
  new: 'blue',
  read: 'gray',
  handled: 'green',
};

/**
 * The inbox's notice of posts refused over the site's hourly cap (`meta.refused` of the list):
 * how many since when, and why, so staff know senders were turned away and were told to retry.
 */
export function refusalNotice(refused: SubmissionRefusals): string {
  const { count, since, hourly_limit: limit } = refused;
  const what = count === 1 ? '1 submission was' : `${count} submissions were`;
  return (
    `Since ${formatApiDate(since)}, ${what} refused because the site's hourly limit (${limit}) ` +
    'was reached. The senders were asked to try again later.'
  );
}
