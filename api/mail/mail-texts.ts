/** Subject and plain text of each kind of mail. */
import { formSubmissionText } from './form-submission-text.ts';
import type { Mail } from './mailer.ts';

export interface MailText {
  subject: string;
  text: string;
  /** where a reply goes, when not to the sender */
  replyTo?: string;
}

export function mailText(mail: Mail): MailText {
  switch (mail.kind) {
    case 'password-reset':
      return {
        subject: `Reset your ${mail.siteName} password`,
        text: `Someone asked to reset the password of this account.\n\nOpen this link within one hour to choose a new one:\n${mail.link}\n\nIf it was not you, ignore this mail.`,
      };
    case 'password-set':
      return {
        subject: `Set your ${mail.siteName} password`,
        text: `${mail.sentBy} gave this address a staff account on ${mail.siteName}.\n\nOpen this link within ${mail.validDays} days to choose your password:\n${mail.link}\n\nThen sign in with this email and that password. If you did not expect this mail, ignore it.`,
      };
    case 'login-failures':
      return {
        subject: `Failed sign-ins on your ${mail.siteName} account`,
        text: `There were ${mail.failures} failed attempts to sign in to this account in the last ${mail.windowMinutes} minutes.\n\nYour account is not locked: you can still sign in with your password. If these attempts were not yours, someone may be guessing it: choose a long password you use nowhere else and turn on two-factor sign-in.`,
      };
    case 'email-changed':
      return {
        subject: `The email of your ${mail.siteName} account was changed`,
        text: `The email of this account was changed to ${mail.newEmail}; mails of the account now go there.\n\nIf it was not you, contact an administrator of the site at once.`,
      };
    case 'form-submission':
      return formSubmissionText(mail);
  }
}
