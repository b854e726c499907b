import t from 'tap';
import { VITAL_METRICS, VITAL_THRESHOLDS } from '#shared/insights/web-vitals.ts';
import { p75Of, VITAL_BUCKET_BOUNDS, vitalBucketOf, vitalBucketUpper } from './vital-buckets.ts';

t.test('each metric has about 40 rising bounds, its thresholds among them', async (t) => {
  for (const metric of VITAL_METRICS) {
    const bounds = VITAL_BUCKET_BOUNDS[metric];
    t.ok(bounds.length >= 38 && bounds.length <= 42, `${metric}: ${bounds.length} bounds`);
    t.ok(
      bounds.every((bound, i) => i === 0 || bound > (bounds[i - 1] as number)),
      `${metric}: strictly rising`,
    );
    t.ok(bounds.includes(VITAL_THRESHOLDS[metric].good), `${metric}: the good threshold is a bound`);
    t.ok(bounds.includes(VITAL_THRESHOLDS[metric].poor), `${metric}: the poor threshold is a bound`);
  }
});

t.test('a value falls in the bucket whose upper bound is the first at or above it', async (t) => {
  t.equal(vitalBucketOf('lcp', 0), 0);
  t.equal(vitalBucketUpper('lcp', vitalBucketOf('lcp', 2500)), 2500, 'a threshold is its own bucket’s bound');
  t.ok(vitalBucketUpper('lcp', vitalBucketOf('lcp', 2501)) > 2500, 'just above it is the next bucket');
  const last = VITAL_BUCKET_BOUNDS.lcp.length;
  t.equal(vitalBucketOf('lcp', 10_000_000), last, 'above every bound: the overflow bucket');
  t.equal(vitalBucketUpper('lcp', last), VITAL_BUCKET_BOUNDS.lcp[last - 1], 'reported as the last bound');
  for (const value of [51, 99, 1234, 4000, 59_999]) {
    const upper = vitalBucketUpper('lcp', vitalBucketOf('lcp', value));
    t.ok(upper >= value && upper <= value * 1.25 + 1, `${value} ms within its bucket’s bound ${upper}`);
  }
});

t.test('the 75th percentile walks the counts, and its band is exact at the thresholds', async (t) => {
  const histogram = (values: number[]) => {
    const counts = new Map<number, number>();
    for (const value of values) {
      const bucket = vitalBucketOf('lcp', value);
      counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
    }
    return counts;
  };
  t.equal(p75Of('lcp', new Map()), undefined, 'no samples, no percentile');
  const good = p75Of('lcp', histogram([1000, 1200, 2500, 9000]));
  t.same(good, { value: 2500, band: 'good', samples: 4 }, 'three of four at or under 2.5 s: good');
  const needs = p75Of('lcp', histogram([1000, 2600, 2700, 9000]));
  t.equal(needs?.band, 'needs-improvement');
  t.equal(p75Of('lcp', histogram([5000, 6000, 7000, 100]))?.band, 'poor');
  t.equal(p75Of('cls', new Map([[vitalBucketOf('cls', 100), 3]]))?.band, 'good', 'CLS 0.1 is good');
});
