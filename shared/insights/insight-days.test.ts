import t from 'tap';
import { addDays, daysOf, firstKeptDay, isRealDay, utcDay } from './insight-days.ts';

t.test('UTC days, their neighbours and ranges', async (t) => {
  t.equal(utcDay(new Date('2026-11-27T23:59:59.999Z')), '2026-11-27');
  t.equal(utcDay(new Date('2026-11-28T00:00:00Z')), '2026-11-28');
  t.equal(addDays('2026-03-01', -1), '2026-02-28');
  t.equal(addDays('2024-12-31', 1), '2025-01-01');
  t.same(daysOf('2026-02-27', '2026-03-02'), ['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  t.same(daysOf('2026-03-02', '2026-03-01'), [], 'an empty range');
  t.ok(isRealDay('2024-02-29'));
  t.notOk(isRealDay('2026-02-29'));
  t.notOk(isRealDay('2026-13-01'));
});

t.test('25 months are kept', async (t) => {
  t.equal(firstKeptDay('2026-11-27'), '2024-10-27');
  t.equal(firstKeptDay('2026-01-15'), '2023-12-15');
  t.equal(firstKeptDay('2026-05-31'), '2024-04-30', 'a shorter month ends at its last day');
});
