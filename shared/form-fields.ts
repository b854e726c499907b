/**
 * Constants of the public forms that the SPA needs at run time, kept out of the TypeBox schema
 * module (shared/schemas/forms.ts) so the client bundle never pulls TypeBox in.
 */

/** A field bots fill in and people never see; a submission with it is dropped silently. */
export const HONEYPOT_FIELD = 'website';

/** The public forms (`POST /api/forms/{form}/submissions`). */
export const FORM_NAMES = ['catering', 'join', 'contact'] as const;
export type FormName = (typeof FORM_NAMES)[number];

/** What a submission of each form is called in the panel and in its mail. */
export const FORM_LABELS: Record<FormName, string> = {
  catering: 'Catering request',
  join: 'Join request',
  contact: 'Contact message',
};

/** A form's label; an unknown name (a form since retired) is shown as it is. */
export function formLabel(form: string): string {
  return (FORM_LABELS as Record<string, string>)[form] ?? form;
}

const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  date: 'Event date',
  guests: 'Guests',
  message: 'Message',
};

/** A submitted field's label: the known ones by name, any other as its name in words. */
export function fieldLabel(field: string): string {
  const known = FIELD_LABELS[field];
  if (known) return known;
  const words = field.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : field;
}

/**
 * Where a submission is in the inbox: `new` (never opened), `read` (opened) or `handled` (marked
 * done by a staff member; it was read then too).
 */
export const SUBMISSION_STATUSES = ['new', 'read', 'handled'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
