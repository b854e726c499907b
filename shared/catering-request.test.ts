import t from 'tap';
import Value from 'typebox/value';
import { cateringRequestProblems, CATERING_REQUEST_MESSAGES as SAY } from './catering-request.ts';
import { CateringRequestBodySchema } from './schemas/forms.ts';
import { dayInTimeZone } from './time-zones.ts';

const TODAY = '2026-11-30';
const good = {
  name: 'Ada Guest',
  email: 'ada@example.test',
  phone: '+1 555 0100',
  date: TODAY,
  guests: '80',
};

t.test('a good request has no problems, and the schema takes it', async (t) => {
  t.same(cateringRequestProblems(good, TODAY), {});
  t.same(
    cateringRequestProblems({ name: 'Al', email: 'a@b.co' }, TODAY),
    {},
    'the optional fields may be left out',
  );
  t.ok(Value.Check(CateringRequestBodySchema, good));
});

t.test("the audit's request is refused field by field, each message naming its field", async (t) => {
  const audit = { name: 'A', email: 'a@b', guests: '-5', date: '2020-06-01' };
  t.same(cateringRequestProblems(audit, TODAY), {
    name: [SAY.name],
    email: [SAY.email],
    guests: [SAY.guests],
    date: [SAY.datePast],
  });
  for (const [field, message] of Object.entries({
    name: SAY.name,
    email: SAY.email,
    guests: SAY.guests,
    date: SAY.datePast,
  }))
    t.match(message, { name: /^Name /, email: /^Email /, guests: /^Guests /, date: /^Event date / }[field]);
  // the schema refuses the same shapes (a past date is the route's to refuse: it needs the site's day)
  for (const field of ['name', 'email', 'guests'] as const)
    t.notOk(Value.Check(CateringRequestBodySchema, { ...good, [field]: audit[field] }), field);
});

t.test('each rule', async (t) => {
  const problem = (patch: Record<string, string>) => cateringRequestProblems({ ...good, ...patch }, TODAY);
  t.same(problem({ name: '  ' }), { name: [SAY.nameRequired] });
  t.same(problem({ name: ' A ' }), { name: [SAY.name] }, 'trimmed before it is measured');
  t.same(problem({ name: 'N'.repeat(201) }), { name: [SAY.name] });
  t.same(problem({ email: '' }), { email: [SAY.emailRequired] });
  for (const email of ['a@b', 'a@.b', 'a b@c.de', 'a@b.', '@b.co'])
    t.same(problem({ email }), { email: [SAY.email] }, email);
  for (const phone of ['12', 'call me', '+1 555 0100 ext'])
    t.same(problem({ phone }), { phone: [SAY.phone] }, phone);
  for (const guests of ['0', '-5', '2.5', '10000', 'ten'])
    t.same(problem({ guests }), { guests: [SAY.guests] }, guests);
  t.same(problem({ guests: '9999' }), {});
  for (const date of ['2026-02-30', '2027-13-01', '30.11.2026', '2026-11-3'])
    t.same(problem({ date }), { date: [SAY.date] }, date);
  t.same(problem({ date: '2026-11-29' }), { date: [SAY.datePast] }, 'yesterday');
  t.same(problem({ date: '2027-02-28' }), {});
  t.same(problem({ message: 'x'.repeat(5001) }), { message: [SAY.message] });
});

t.test("the site's day in its time zone", async (t) => {
  const at = new Date('2026-11-30T23:30:00Z');
  t.equal(dayInTimeZone(at, 'UTC'), '2026-11-30');
  t.equal(dayInTimeZone(at, 'Europe/Berlin'), '2026-12-01', 'already tomorrow east of UTC');
  t.equal(dayInTimeZone(new Date('2026-11-30T05:00:00Z'), 'America/New_York'), '2026-11-30');
  t.equal(dayInTimeZone(new Date('2026-11-30T03:00:00Z'), 'America/New_York'), '2026-11-29');
  t.equal(dayInTimeZone(at, 'No/Such_Zone'), '2026-11-30', 'an unknown zone counts as UTC');
  t.equal(dayInTimeZone(at, undefined), '2026-11-30');
});
