/**
 * Subject and plain text of the mail about a new form submission. What a visitor typed reaches
 * the subject only as one line: control characters (CR and LF among them) become spaces, so no
 * value can add a header; the body lists every field, continuation lines indented.
 */
import { fieldLabel, formLabel } from '#shared/form-fields.ts';
import type { MailText } from './mail-texts.ts';
import type { FormSubmissionMail } from './mailer.ts';

const SUBJECT_MAX = 150;

/** One line of at most `max` characters: no control or line-separator characters. */
export function oneLine(value: string, max = SUBJECT_MAX): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  const flat = value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').replace(/\s+/g, ' ');
  const trimmed = flat.trim();
  return trimmed.length > max ? `${trimmed.slice(0, max - 1).trimEnd()}…` : trimmed;
}

function fieldLines(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([name, value]) => {
      const lines = value.replace(/\r\n?/g, '\n').split('\n');
      const label = `${oneLine(fieldLabel(name), 80)}:`;
      return lines.length > 1
        ? `${label}\n${lines.map((line) => `  ${line}`).join('\n')}`
        : `${label} ${lines[0] ?? ''}`;
    })
    .join('\n');
}

export function formSubmissionText(mail: FormSubmissionMail): MailText {
  const what = formLabel(mail.form);
  const sender = mail.fields.name ? ` from ${mail.fields.name}` : '';
  const text = [
    `A new ${what.toLowerCase()} came in on ${mail.siteName} (${mail.receivedAt} UTC).`,
    '',
    fieldLines(mail.fields),
    '',
    `Open it in the inbox: ${mail.link}`,
    ...(mail.replyTo ? ['', `Reply to this mail to answer ${mail.replyTo}.`] : []),
  ].join('\n');
  return {
    subject: oneLine(`${what}${sender} — ${mail.siteName}`),
    text,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
  };
}
