import t from 'tap';
import { createTransportMailer } from './transport-mailer.ts';

t.test('without SMTP_URL a mail is logged with its fields, the reset link included', async (t) => {
  const lines: Array<{ obj: Record<string, unknown>; msg: string }> = [];
  const log = { warn: (obj: Record<string, unknown>, msg: string) => void lines.push({ obj, msg }) };
  const mailer = createTransportMailer({
    smtpUrl: undefined,
    from: 'test@example.test',
    log: log as unknown as Parameters<typeof createTransportMailer>[0]['log'],
  });
  await mailer.send({
    kind: 'password-reset',
    to: 'owner@example.test',
    siteName: 'Main Street Trucks',
    link: 'http://localhost:3000/reset-password?token=abc',
  });
  t.match(JSON.stringify(lines[0]?.obj), /"link":"http:\/\/localhost:3000\/reset-password\?token=abc"/);
  t.match(lines[0]?.obj, { to: 'owner@example.test', subject: 'Reset your Main Street Trucks password' });
  t.match(lines[0]?.msg, /no SMTP_URL/);
});
