/**
 * The mail about a new submission, through the real route, settings and mail queue: to the site's
 * outgoing email, else its contact email, else nobody; the form's name and every field in plain
 * text with a link to the inbox; no header can be added from a field; the visitor's answer never
 * waits for the mail server.
 */
import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { mailText } from '../mail/mail-texts.ts';
import type { Mail } from '../mail/mailer.ts';
import { client, login } from '../testing/api-calls.ts';
import { createHarness } from '../testing/api-test-harness.ts';
import { submitForm } from '../testing/form-submission.ts';
import { EMAILS } from '../testing/seeded-staff.ts';
import { inboxLink, recipientsOf, replyAddressOf } from './submission-mail.ts';

type App = Parameters<typeof client>[0];

const submit = (app: App, form: string, fields: Record<string, string>) => submitForm(app, form, fields);

async function setEmails(app: App, options: { email?: string; outgoing_email?: string }) {
  const { access_token: token } = await login(app, EMAILS.admin);
  const res = await client(app, token).put(API.options.options, options);
  if (res.status !== 200) throw new Error(`options not saved: ${JSON.stringify(res.body)}`);
}

t.test('mailed to the outgoing email with the form name, every field and the inbox link', async (t) => {
  const { app, mails } = await createHarness(t);
  await setEmails(app, { email: 'hello@trucks.example', outgoing_email: 'requests@trucks.example' });
  const res = await submit(app, 'catering', {
    name: 'Ada Guest',
    email: 'ada@example.test',
    guests: '80',
    message: 'Tacos for 80.\nOutdoors, from 6 pm.',
  });
  t.equal(res.statusCode, 201);
  const id = res.json().data.id as number;
  await app.mailQueue.idle();
  t.equal(mails.length, 1);
  const mail = mails[0] as Extract<Mail, { kind: 'form-submission' }>;
  t.match(mail, {
    kind: 'form-submission',
    to: 'requests@trucks.example',
    siteName: 'Main Street Trucks',
    form: 'catering',
    replyTo: 'ada@example.test',
    link: `http://localhost:3000/panel/submissions?open=${id}`,
  });
  const text = mailText(mail);
  t.equal(text.subject, 'Catering request from Ada Guest — Main Street Trucks');
  t.equal(text.replyTo, 'ada@example.test');
  t.match(
    text.text,
    /^A new catering request came in on Main Street Trucks \(\d{4}-\d{2}-\d{2} [\d:]{8} UTC\)\./,
  );
  t.match(
    text.text,
    '\nName: Ada Guest\nEmail: ada@example.test\nGuests: 80\nMessage:\n  Tacos for 80.\n  Outdoors, from 6 pm.\n',
  );
  t.match(text.text, `Open it in the inbox: http://localhost:3000/panel/submissions?open=${id}`);
});

t.test('without an outgoing email the contact email hears of it; with neither, nobody', async (t) => {
  const { app, mails } = await createHarness(t);
  const none = await submit(app, 'contact', { name: 'Ben', email: 'ben@example.test' });
  t.equal(none.statusCode, 201, 'no address is no error');
  await app.mailQueue.idle();
  t.same(mails, [], 'no mail without an address');

  await setEmails(app, { email: 'hello@trucks.example', outgoing_email: '' });
  await submit(app, 'join', { name: 'Cleo', email: 'cleo@example.test', truck: 'Bao Wow' });
  await app.mailQueue.idle();
  t.equal(mails.length, 1);
  t.match(mails[0], { to: 'hello@trucks.example', form: 'join' });
  t.equal(mailText(mails[0] as Mail).subject, 'Join request from Cleo — Main Street Trucks');

  await setEmails(app, { outgoing_email: 'a@trucks.example, b@trucks.example' });
  await submit(app, 'contact', { name: 'Dan', email: 'dan@example.test' });
  await app.mailQueue.idle();
  t.equal(mails[1]?.to, 'a@trucks.example, b@trucks.example', 'a list of addresses');

  const honeypot = await submit(app, 'contact', { name: 'Bot', email: 'bot@example.test', website: 'x' });
  t.equal(honeypot.statusCode, 201);
  await app.mailQueue.idle();
  t.equal(mails.length, 2, 'a caught bot is mailed to nobody');
});

t.test('no field adds a mail header; an address option that could is not used', async (t) => {
  const { app, mails } = await createHarness(t);
  await setEmails(app, { outgoing_email: 'requests@trucks.example' });
  await submit(app, 'contact', {
    name: 'Eve\r\nBcc: victim@example.test\nX-Spam: yes',
    email: 'eve@example.test',
    message: 'line one\r\nline two',
  });
  await app.mailQueue.idle();
  const text = mailText(mails[0] as Mail);
  t.notMatch(text.subject, /[\r\n]/, 'the subject is one line');
  t.equal(text.subject, 'Contact message from Eve Bcc: victim@example.test X-Spam: yes — Main Street Trucks');
  t.match(text.text, 'Message:\n  line one\n  line two');

  await setEmails(app, { outgoing_email: 'requests@trucks.example\r\nBcc: victim@example.test' });
  await submit(app, 'contact', { name: 'Fay', email: 'fay@example.test' });
  await app.mailQueue.idle();
  t.equal(mails.length, 1, 'nothing is sent to a doubtful address');
});

t.test('the answer does not wait for the mail server', async (t) => {
  // a mail server that takes the mail and does not answer until the test releases it
  let handOver: (mail: Mail) => void = () => {};
  const handedOver = new Promise<Mail>((resolve) => {
    handOver = resolve;
  });
  let release: () => void = () => {};
  const sent: Mail[] = [];
  const { app } = await createHarness(t, {
    mailer: {
      send: (mail) => {
        handOver(mail);
        return new Promise<void>((resolve) => {
          release = () => {
            sent.push(mail);
            resolve();
          };
        });
      },
    },
  });
  await setEmails(app, { outgoing_email: 'requests@trucks.example' });
  const answer = submit(app, 'catering', { name: 'Gil', email: 'gil@example.test' });
  // the queue starts sending on the next turn of the event loop, after the answer; a route that
  // waited for the mail would be answered only once the send ends, which here is never
  const first = await Promise.race([
    answer.then(() => 'the answer'),
    handedOver.then(() => 'the mail handed to the mail server'),
  ]);
  t.equal(first, 'the answer', 'the visitor is answered before the mail goes to the mail server');
  if (first !== 'the answer') {
    // such a route answers once the mail server does: let it, so that it fails here and not by
    // the test's timeout
    release();
    await answer;
    return;
  }
  const res = await answer;
  t.equal(res.statusCode, 201, 'answered while the mail server hangs');
  // the send is called with the test holding it; a queue idle without one is a failure, not a hang
  const mail = await Promise.race([handedOver, app.mailQueue.idle().then(() => undefined)]);
  t.match(
    mail,
    { kind: 'form-submission', to: 'requests@trucks.example', form: 'catering', replyTo: 'gil@example.test' },
    'the catering mail was handed over for the outgoing address',
  );
  release();
  await app.mailQueue.idle();
  t.equal(sent.length, 1, 'sent once, when the mail server answered');
});

t.test('addresses: plain ones only', async (t) => {
  t.equal(recipientsOf(' a@x.example ,b@y.example'), 'a@x.example, b@y.example');
  t.equal(recipientsOf(''), undefined);
  for (const bad of [
    'a@x',
    'a b@x.example',
    'A <a@x.example>',
    'a@x.example\nb@y.example',
    'a@x.example;b@y.example',
  ])
    t.equal(recipientsOf(bad), undefined, JSON.stringify(bad));
  t.equal(replyAddressOf('ada@example.test'), 'ada@example.test');
  t.equal(replyAddressOf('ada@example.test,eve@example.test'), undefined);
  t.equal(replyAddressOf(undefined), undefined);
  t.equal(inboxLink('https://trucks.example', 7), 'https://trucks.example/panel/submissions?open=7');
});
