/**
 * Who hears of a new form submission (docs/decisions/019): the site's `outgoing_email` option, or
 * its public contact `email` when that is empty; neither set — no mail, and no error (the inbox
 * still has it). The address is read after the answer, inside the mail queue, so the visitor never
 * waits on the settings or on a mail server. An option that is not a list of plain addresses
 * (`a@b.example, c@d.example`) is not used: a warning in the log says why nothing was sent.
 */
import { PANEL_SCREENS, panelHref } from '#shared/panel-screens.ts';
import type { DomainRow } from '../db/tables.ts';
import type { FormSubmissionMail } from '../mail/mailer.ts';
import type { SettingsStore } from '../options/settings-store.ts';

/** One plain address: no spaces, commas, angle brackets or quotes that could carry another one. */
const PLAIN_ADDRESS = /^[^@\s,;<>"()[\]\\]+@[^@\s,;<>"()[\]\\]+\.[^@\s,;<>"()[\]\\]+$/;

/** The addresses of an option, or undefined when any part of it is not a plain address. */
export function recipientsOf(option: string): string | undefined {
  const parts = option
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0 || !parts.every((part) => PLAIN_ADDRESS.test(part))) return undefined;
  return parts.join(', ');
}

/** The visitor's address for Reply-To, when it is one plain address. */
export function replyAddressOf(email: string | undefined): string | undefined {
  return email !== undefined && PLAIN_ADDRESS.test(email) ? email : undefined;
}

/** The inbox address that opens one submission: `/panel/submissions?open=12` on the site's origin. */
/** The inbox link of a submission mail; `site` names the site on a staff host (decision 033). */
export function inboxLink(origin: string, id: number, site?: string): string {
  const named = site ? `&site=${encodeURIComponent(site)}` : '';
  return `${origin}${panelHref(PANEL_SCREENS.submissions.path)}?open=${id}${named}`;
}

export interface SubmissionNotice {
  site: Pick<DomainRow, 'id' | 'name'>;
  id: number;
  form: string;
  fields: Record<string, string>;
  receivedAt: string;
  /** where the site's staff screens are, for the inbox link (api/sites/site-origin.ts staffOrigin) */
  origin: string;
  /** the site the link names on a staff host */
  linkSite?: string | undefined;
}

/** The mail to send about a submission, or undefined when the site has no address for it. */
export async function submissionMail(
  settings: SettingsStore,
  notice: SubmissionNotice,
  log: { warn(obj: object, msg: string): void },
): Promise<FormSubmissionMail | undefined> {
  const options = await settings.read(notice.site.id, 'options');
  const option = options.outgoing_email.trim() || options.email.trim();
  if (!option) return undefined;
  const to = recipientsOf(option);
  if (!to) {
    log.warn(
      { domain: notice.site.id, submission: notice.id },
      'form submission mail not sent: the site’s outgoing email is not a list of plain addresses',
    );
    return undefined;
  }
  return {
    kind: 'form-submission',
    to,
    siteName: notice.site.name,
    form: notice.form,
    fields: notice.fields,
    replyTo: replyAddressOf(notice.fields.email),
    link: inboxLink(notice.origin, notice.id, notice.linkSite),
    receivedAt: notice.receivedAt,
  };
}
