import t from 'tap';
import type { PhoneMeasurement } from '../../e2e/support/throttled-phone.ts';
import { type PhoneFloor, phoneRow as rowAgainst } from './phone-first-load.ts';

/** a floor of 1,300 ms and 93 KB gz: pages may take 1,495 ms and 105 KB */
const FLOOR: PhoneFloor = { lcpP75Ms: 1300, jsGzBytes: 93_000 };
const phoneRow = (kind: string, path: string, loads: PhoneMeasurement[], js: number) =>
  rowAgainst(kind, path, loads, js, FLOOR);

function load(lcpMs: number, extra: Partial<PhoneMeasurement> = {}): PhoneMeasurement {
  return {
    lcpMs,
    lcpElement: 'h1',
    cls: 0,
    shifts: [],
    dataRequests: [],
    fetchedTwice: [],
    scriptBytes: 96_000,
    scripts: [],
    scriptsAfterLoad: [],
    scriptsInMs: 900,
    ...extra,
  };
}

const lcps = (values: number[], extra: Partial<PhoneMeasurement> = {}) => values.map((v) => load(v, extra));

t.test('the row is held to the 75th percentile of the loads, not the best nor the worst', async (t) => {
  // 8 loads: p75 is the 6th fastest
  const met = phoneRow('home', '/', lcps([1200, 1250, 1300, 1350, 1400, 1495, 1700, 1900]), 105_000);
  t.equal(met.ratio, 'LCP p75 1495 ms = 1.15×; JS +12.0 KB gz');
  t.equal(met.p50, 1350);
  t.equal(met.met, true);
  const missed = phoneRow('home', '/', lcps([1200, 1250, 1300, 1350, 1400, 1500, 1520, 1530]), 105_000);
  t.equal(missed.met, false);
});

t.test('a layout shift, a second data request or too much script miss the goal', async (t) => {
  const fast = [1000, 1000, 1000, 1000];
  t.equal(phoneRow('a', '/a', lcps(fast), 105_000).met, true);
  const shifted = [...lcps(fast.slice(1)), load(1000, { cls: 0.01 })];
  t.equal(phoneRow('a', '/a', shifted, 105_000).met, false);
  const twoReads = [...lcps(fast.slice(1)), load(1000, { dataRequests: ['/api/a', '/api/b'] })];
  t.equal(phoneRow('a', '/a', twoReads, 105_000).met, false);
  t.equal(phoneRow('a', '/a', lcps(fast), 105_001).met, false, 'more than 12 KB beyond the floor');
  t.match(
    phoneRow('a', '/a', shifted, 105_000).note,
    /CLS 0\.0100; 0 data requests; JS 105\.0 KB gz, 96\.0 KB on the wire/,
  );
});

t.test('the note tells when the scripts were in: the network’s share of the paint', async (t) => {
  const loads = [800, 900, 1000].map((scriptsInMs) => load(1400, { scriptsInMs }));
  t.match(phoneRow('a', '/a', loads, 105_000).note, /scripts in by 900 ms \(median\)/);
});

t.test('a script asked for after the load event is named in the note, its bytes not in the JS', async (t) => {
  const later = { scriptsAfterLoad: ['http://localhost:3000/assets/insight-beacons-abc123.js'] };
  const row = phoneRow('home', '/', lcps([1200, 1250, 1300, 1350, 1400, 1495, 1700, 1900], later), 105_000);
  t.match(row.note, /after the load event, not counted: insight-beacons-abc123\.js$/);
  t.match(row.ratio, /JS \+12\.0 KB gz/);
  t.notMatch(phoneRow('home', '/', lcps([1200]), 105_000).note, /after the load/);
});
