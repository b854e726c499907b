/**
 * Mails a staff account a one-time link to set its password (the users screen: a new account
 * made without a typed password, or "send a password link" later). The token is a reset token
 * with a longer life (password-resets.ts); the link opens the same reset page on the site, and is
 * mailed through the queue — written to the log when no SMTP_URL is set, as a reset is.
 */
import type { FastifyInstance } from 'fastify';
import type { DomainRow, UserRow } from '../db/tables.ts';
import { staffLinkSite, staffOrigin } from '../sites/site-origin.ts';
import { issuePasswordSetToken, PASSWORD_SET_TOKEN_TTL_SECONDS, passwordLinkOf } from './password-resets.ts';

export async function sendPasswordSetLink(
  app: FastifyInstance,
  site: Pick<DomainRow, 'host' | 'name'>,
  user: Pick<UserRow, 'id' | 'email'>,
  sentBy: Pick<UserRow, 'firstname' | 'lastname'> | undefined,
): Promise<void> {
  const token = await issuePasswordSetToken(app.stores.users, user);
  const origin = staffOrigin(site.host, {
    template: app.apiConfig.publicOriginTemplate,
    bffPort: app.apiConfig.bffPort,
    panelHost: app.apiConfig.panelHost,
  });
  app.mailQueue.enqueue({
    kind: 'password-set',
    to: user.email,
    siteName: site.name,
    link: passwordLinkOf(origin, token, staffLinkSite(site.host, app.apiConfig)),
    sentBy: sentBy ? `${sentBy.firstname} ${sentBy.lastname}`.trim() : 'An administrator',
    validDays: PASSWORD_SET_TOKEN_TTL_SECONDS / (24 * 60 * 60),
  });
}
