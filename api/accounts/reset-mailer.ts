/**
 * Sends password-reset links: by SMTP with nodemailer when SMTP_URL is set, otherwise the link
 * is written to the log so a local user can still reset (it is the only secret ever logged,
 * and only without a mail server).
 */
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface ResetMail {
  to: string;
  link: string;
  siteName: string;
}

export interface ResetMailer {
  send(mail: ResetMail): Promise<void>;
}

export function createResetMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): ResetMailer {
  const { smtpUrl, from, log } = options;
  if (!smtpUrl) {
    return {
      async send(mail) {
        log.warn({ to: mail.to, link: mail.link }, 'password reset link (no SMTP_URL set, so it is logged)');
      },
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: `Reset your ${mail.siteName} password`,
        text: `Someone asked to reset the password of this account.\n\nOpen this link within one hour to choose a new one:\n${mail.link}\n\nIf it was not you, ignore this mail.`,
      });
    },
  };
}
