/**
 * The bounds many addresses together meet on the public forms (issue 23): a site stores at most
 * SUBMISSIONS_PER_SITE_PER_HOUR submissions an hour, whichever addresses and API processes they
 * come through (the next is a 429 with `Retry-After`, stored nowhere, mailed to nobody, and
 * counted for the inbox), and one submission holds at most SUBMISSION_MAX_BYTES of text (413).
 */
import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { SUBMISSION_MAX_BYTES, SUBMISSIONS_PER_SITE_PER_HOUR } from '#shared/limits.ts';
import { toTimestamp } from '../../db/timestamps.ts';
import { client, login } from '../../testing/api-calls.ts';
import { anotherApiProcess, createHarness, signedIn } from '../../testing/api-test-harness.ts';
import { submitForm } from '../../testing/form-submission.ts';
import { EMAILS, HOSTS } from '../../testing/seeded-staff.ts';

type App = Parameters<typeof client>[0];

/** a contact post from an address of its own: the per-address limit never answers */
const submit = (app: App, fields: Record<string, string> = {}, host: string = HOSTS.main) =>
  submitForm(
    app,
    'contact',
    { name: 'Ana', email: 'ana@example.test', message: 'Hello', ...fields },
    { host },
  );

const storedOf = async (db: Awaited<ReturnType<typeof createHarness>>['db'], domainId: number) =>
  Number(
    (
      await db
        .selectFrom('form_submissions')
        .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
        .where('domain_id', '=', domainId)
        .executeTakeFirstOrThrow()
    ).n,
  );

t.test(
  'past the hourly cap a post from a new address is a 429 with Retry-After, stored and mailed nowhere, and the inbox counts it',
  async (t) => {
    const { app, db, domains, mails, token: admin } = await signedIn(t, 'admin');
    const options = await client(app, admin).put(API.options.options, {
      outgoing_email: 'requests@trucks.example',
    });
    t.equal(options.status, 200, 'the site mails its submissions');
    const { access_token: editor } = await login(app, EMAILS.editor);
    const inboxMeta = async (host: string = HOSTS.main, token = editor) =>
      (await client(app, token, host).get(`${API.submissions}?limit=1`)).body.meta;
    t.notOk('refused' in (await inboxMeta()), 'nothing refused yet, nothing said');

    for (let i = 0; i < SUBMISSIONS_PER_SITE_PER_HOUR; i++) {
      const res = await submit(app, { message: `Hello ${i}` });
      if (res.statusCode !== 201) t.fail(`submission ${i + 1}: ${res.statusCode} ${res.body}`);
    }
    await app.mailQueue.idle();
    t.equal(mails.length, SUBMISSIONS_PER_SITE_PER_HOUR, 'each stored one was mailed');

    const refused = await submit(app, { message: 'one too many' });
    t.equal(refused.statusCode, 429);
    t.match(refused.json(), {
      statusCode: 429,
      message: new RegExp(
        `at most ${SUBMISSIONS_PER_SITE_PER_HOUR} form submissions an hour.*try again in \\d+ minutes`,
      ),
    });
    const retryAfter = Number(refused.headers['retry-after']);
    t.ok(
      retryAfter > 3500 && retryAfter <= 3600,
      `Retry-After: when the oldest is an hour old (${retryAfter})`,
    );
    t.equal(await storedOf(db, domains.main), SUBMISSIONS_PER_SITE_PER_HOUR, 'nothing stored');
    await app.mailQueue.idle();
    t.equal(mails.length, SUBMISSIONS_PER_SITE_PER_HOUR, 'nothing mailed');

    t.equal((await submit(app, {}, HOSTS.tacos)).statusCode, 201, 'another site has its own cap');
    t.equal((await submit(app)).statusCode, 429, 'still full');
    const meta = await inboxMeta();
    t.match(meta.refused, {
      count: 2,
      since: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
      hourly_limit: SUBMISSIONS_PER_SITE_PER_HOUR,
    });
    t.ok(meta.refused.since <= toTimestamp(new Date()), 'counted since the first refusal');
    const { access_token: tacosAdmin } = await login(app, EMAILS.tacosAdmin, HOSTS.tacos);
    t.notOk('refused' in (await inboxMeta(HOSTS.tacos, tacosAdmin)), "the other site's inbox says nothing");

    // the oldest of the hour turns an hour old: there is room for one again
    const oldest = await db
      .selectFrom('form_submissions')
      .select('id')
      .where('domain_id', '=', domains.main)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('form_submissions')
      .set({ created_at: toTimestamp(new Date(Date.now() - 61 * 60 * 1000)) })
      .where('id', '=', oldest.id)
      .execute();
    t.equal((await submit(app)).statusCode, 201, 'room for one');
    t.equal((await submit(app)).statusCode, 429, 'and only one');
    t.equal((await inboxMeta()).refused.count, 3);
  },
);

t.test(
  'the cap holds across API processes and parallel posts: exactly the room left is stored',
  async (t) => {
    const h = await createHarness(t);
    const other = await anotherApiProcess(t, h);
    const room = 5;
    const now = toTimestamp(new Date());
    await h.db
      .insertInto('form_submissions')
      .values(
        Array.from({ length: SUBMISSIONS_PER_SITE_PER_HOUR - room }, (_, i) => ({
          domain_id: h.domains.main,
          form: 'contact',
          fields: JSON.stringify({ name: `n${i}`, email: 'x@example.test' }),
          created_at: now,
        })),
      )
      .execute();
    const answers = await Promise.all(
      Array.from({ length: 2 * room }, (_, i) => submit(i % 2 === 0 ? h.app : other, { message: `m${i}` })),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    t.same(statuses, [...Array(room).fill(201), ...Array(room).fill(429)], 'five stored, five refused');
    t.equal(await storedOf(h.db, h.domains.main), SUBMISSIONS_PER_SITE_PER_HOUR);
  },
);

t.test(
  'a submission with more than SUBMISSION_MAX_BYTES of text is a 413 naming its largest field',
  async (t) => {
    const { app, db, domains, mails } = await createHarness(t);
    // every field within its own bound (5,000 characters), 24,000 characters in all
    const fields = Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`extra${i}`, 'x'.repeat(4_800)]));
    const res = await submit(app, { ...fields, message: 'y'.repeat(4_900) });
    t.equal(res.statusCode, 413);
    t.match(res.json(), {
      statusCode: 413,
      message: /too long: 2\d KB of text where at most 20 KB are taken/,
      errors: { message: [/at most 20 KB/] },
    });
    t.equal(await storedOf(db, domains.main), 0, 'nothing stored');
    await app.mailQueue.idle();
    t.equal(mails.length, 0);

    // what counts is what would be stored: trimmed values, in UTF-8 bytes
    const spaces = Object.fromEntries(
      Array.from({ length: 5 }, (_, i) => [`pad${i}`, 'k'.padEnd(4_999, ' ')]),
    );
    t.equal((await submit(app, spaces)).statusCode, 201, 'spaces trimmed away do not count');
    const multibyte = 'é'.repeat(Math.ceil(SUBMISSION_MAX_BYTES / 2 / 4) + 1);
    const wide = await submit(app, { a: multibyte, b: multibyte, c: multibyte, d: multibyte });
    t.equal(wide.statusCode, 413, 'two bytes a character: over the bound in fewer characters');
  },
);
