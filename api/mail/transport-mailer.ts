/**
 * The real mailer: SMTP with nodemailer when SMTP_URL is set, otherwise each mail is written to
 * the log so a local user can still reset a password (a reset link is then the only secret ever
 * logged, and only without a mail server).
 * nodemailer is loaded only when SMTP is configured: it is ~40 modules and ~0.18 s of CPU at every
 * start of a process that never sends a mail (each test file, each process of the local demo).
 */
import type { FastifyBaseLogger } from 'fastify';
import { mailText } from './mail-texts.ts';
import type { Mailer } from './mailer.ts';

export function createTransportMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const { smtpUrl, from, log } = options;
  if (!smtpUrl) {
    return {
      async send(mail) {
        // the mail's own fields (`link` of a reset mail among them), as the e2e journeys read them
        log.warn(
          { ...mail, subject: mailText(mail).subject },
          `${mail.kind} mail (no SMTP_URL set, so it is logged)`,
        );
      },
    };
  }
  const transport = import('nodemailer').then(({ default: nodemailer }) =>
    nodemailer.createTransport(smtpUrl),
  );
  // a bad SMTP_URL fails each send (the mail queue logs and retries it), never the start
  transport.catch(() => {});
  return {
    async send(mail) {
      await (await transport).sendMail({ from, to: mail.to, ...mailText(mail) });
    },
  };
}
