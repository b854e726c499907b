import type { FastifyInstance } from 'fastify';
import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { CATERING_REQUEST_MESSAGES as SAY } from '#shared/catering-request.ts';
import { dayInTimeZone } from '#shared/time-zones.ts';
import { client, login } from '../../testing/api-calls.ts';
import { anotherApiProcess, createHarness, signedIn } from '../../testing/api-test-harness.ts';
import { submitForm } from '../../testing/form-submission.ts';
import { EMAILS, HOSTS } from '../../testing/seeded-staff.ts';

const submit = (
  app: FastifyInstance,
  form: string,
  payload: unknown,
  ip = '192.0.2.1',
  host: string = HOSTS.main,
) => submitForm(app, form, payload, { ip, host });

t.test('public form posts land in the inbox of their site; honeypot drops silently', async (t) => {
  const { app } = await createHarness(t);
  const ok = await submit(app, 'catering', {
    name: 'Ana',
    email: 'ana@example.test',
    message: 'Wedding, 120 guests',
    guests: '120',
  });
  t.equal(ok.statusCode, 201);
  t.type(ok.json().data.id, 'number');
  const bot = await submit(app, 'contact', {
    name: 'Bot',
    email: 'bot@example.test',
    website: 'http://spam.test',
  });
  t.equal(bot.statusCode, 201, 'the bot sees success');
  await submit(app, 'join', { name: 'Tacos', email: 'tacos@example.test' }, '192.0.2.1', HOSTS.tacos);

  const { access_token: token } = await login(app, EMAILS.editor);
  const inbox = await client(app, token).get(API.submissions);
  t.equal(inbox.body.data.length, 1, 'only this site, and not the honeypot one');
  t.match(inbox.body.data[0], { form: 'catering', fields: { name: 'Ana', guests: '120' } });
  const one = await client(app, token).get(API.submission(inbox.body.data[0].id));
  t.equal(one.body.data.fields.message, 'Wedding, 120 guests');

  const csv = await app.inject({
    method: 'GET',
    url: `${API.submissions}?format=csv`,
    headers: { 'x-forwarded-for': HOSTS.main, authorization: `Bearer ${token}` },
  });
  t.match(csv.headers['content-type'], /text\/csv/);
  t.match(csv.body, /^id,form,created_at,status,handled_at,email,guests,message,name\r\n/);
  t.match(csv.body, /catering,.*,read,,ana@example\.test,120,"Wedding, 120 guests",Ana/);

  const filtered = await client(app, token).get(`${API.submissions}?form=join`);
  t.same(filtered.body.data, []);
  const del = await client(app, token).delete(API.submission(inbox.body.data[0].id));
  t.equal(del.status, 200);
  t.equal((await client(app, token).get(API.submission(inbox.body.data[0].id))).status, 404);
  t.equal((await client(app).get(API.submissions)).status, 401);
});

t.test('form validation and rate limit', async (t) => {
  const { app } = await createHarness(t);
  const unknownForm = await submit(app, 'payroll', { name: 'x', email: 'x@example.test' });
  t.equal(unknownForm.statusCode, 400);
  const noEmail = await submit(app, 'contact', { name: 'x' });
  t.equal(noEmail.statusCode, 400);
  t.ok(noEmail.json().errors.email);
  const nested = await submit(app, 'contact', { name: 'x', email: 'x@example.test', extra: { a: 1 } });
  t.equal(nested.statusCode, 400);

  for (let i = 0; i < 5; i++) {
    const res = await submit(app, 'contact', { name: `n${i}`, email: 'x@example.test' }, '198.51.100.7');
    t.equal(res.statusCode, 201);
  }
  const limited = await submit(app, 'contact', { name: 'again', email: 'x@example.test' }, '198.51.100.7');
  t.equal(limited.statusCode, 429);
  t.equal(limited.json().statusCode, 429);
  const otherAddress = await submit(
    app,
    'contact',
    { name: 'other', email: 'y@example.test' },
    '198.51.100.8',
  );
  t.equal(otherAddress.statusCode, 201);
});

t.test('a catering request meets its rules; every field error names its field (issue 24)', async (t) => {
  const { app } = await createHarness(t);
  const audit = await submit(
    app,
    'catering',
    { name: 'A', email: 'a@b', guests: '-5', date: '2020-06-01' },
    '192.0.2.21',
  );
  t.equal(audit.statusCode, 400);
  t.same(audit.json().errors, {
    name: [SAY.name],
    email: [SAY.email],
    guests: [SAY.guests],
  });
  const past = await submit(
    app,
    'catering',
    { name: 'Ana', email: 'ana@example.test', guests: '5', date: '2020-06-01' },
    '192.0.2.22',
  );
  t.equal(past.statusCode, 400, 'an event in 2020');
  t.same(past.json().errors, { date: [SAY.datePast] });
  const long = await submit(
    app,
    'catering',
    { name: 'N'.repeat(201), email: 'n@example.test' },
    '192.0.2.23',
  );
  t.same(long.json().errors, { name: [SAY.name] }, 'a name too long for any form: the rule says which field');
  const contact = await submit(
    app,
    'contact',
    { name: 'N'.repeat(201), email: 'n@example.test' },
    '192.0.2.24',
  );
  t.same(contact.json().errors, { name: ['Name must not have more than 200 characters'] }, 'other forms too');

  const { access_token: token } = await login(app, EMAILS.admin);
  const inbox = await client(app, token).get(API.submissions);
  t.equal(inbox.body.data.length, 0, 'nothing refused is stored');
});

t.test("an event date is today or later in the site's time zone", async (t) => {
  const { app, token } = await signedIn(t, 'admin');
  const zone = (time_zone: string) => client(app, token).put(API.options.options, { time_zone });
  // 25 hours apart: Kiritimati's day is always after Pago Pago's
  const now = new Date();
  const east = dayInTimeZone(now, 'Pacific/Kiritimati');
  const west = dayInTimeZone(now, 'Pacific/Pago_Pago');
  const request = (date: string, ip: string) =>
    submit(app, 'catering', { name: 'Ana', email: 'ana@example.test', date }, ip);

  t.equal((await zone('Pacific/Kiritimati')).status, 200);
  const behind = await request(west, '192.0.2.31');
  t.equal(behind.statusCode, 400, "Pago Pago's today is yesterday at a site in Kiritimati");
  t.same(behind.json().errors, { date: [SAY.datePast] });
  t.equal((await request(east, '192.0.2.32')).statusCode, 201, 'its own today is fine');

  t.equal((await zone('Pacific/Pago_Pago')).status, 200);
  t.equal((await request(west, '192.0.2.33')).statusCode, 201, 'the same day at a site in Pago Pago');
});

t.test('the form rate limit counts an address across every site, not per site', async (t) => {
  const { app } = await createHarness(t);
  const ip = '203.0.113.9';
  for (let i = 0; i < 5; i++) {
    const host = i % 2 === 0 ? HOSTS.main : HOSTS.tacos;
    const res = await submit(app, 'contact', { name: `n${i}`, email: 'x@example.test' }, ip, host);
    t.equal(res.statusCode, 201, `submission ${i + 1} on ${host}`);
  }
  for (const host of [HOSTS.main, HOSTS.tacos]) {
    const limited = await submit(app, 'contact', { name: 'again', email: 'x@example.test' }, ip, host);
    t.equal(limited.statusCode, 429, `limited on ${host} too`);
    t.equal(limited.json().statusCode, 429);
  }
  const other = await submit(
    app,
    'contact',
    { name: 'other', email: 'y@example.test' },
    '203.0.113.10',
    HOSTS.tacos,
  );
  t.equal(other.statusCode, 201, 'another address is not limited');
});

t.test(
  'the form rate limit is shared by every API process on the database, and parallel posts all count',
  async (t) => {
    const h = await createHarness(t);
    const other = await anotherApiProcess(t, h);
    const ip = '203.0.113.50';
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        submit(i % 2 === 0 ? h.app : other, 'contact', { name: `n${i}`, email: 'x@example.test' }, ip),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    t.same(statuses, [201, 201, 201, 201, 201, 429, 429, 429], 'five in all, whichever process took them');
    for (const app of [h.app, other]) {
      const limited = await submit(app, 'contact', { name: 'again', email: 'x@example.test' }, ip);
      t.equal(limited.statusCode, 429, 'both processes refuse the address now');
    }
  },
);
