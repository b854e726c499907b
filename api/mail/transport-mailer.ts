/**
 * The real mailer: SMTP with nodemailer when SMTP_URL is set, otherwise each mail is written to
 * the log so a local user can still reset a password (a reset link is then the only secret ever
 * logged, and only without a mail server).
 */
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
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
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, ...mailText(mail) });
    },
  };
}
