/**
 * V8 settings for a process that runs the content API, set when the API starts (before it serves
 * a request, so before V8 has collected any feedback about where its objects live).
 *
 * `--no-allocation-site-pretenuring`: V8 watches each place that allocates objects, and when
 * most of its objects survived a young-generation collection it allocates them in the old
 * generation from then on. Under load the API's rows, parsed JSON fields and answers of requests
 * still in flight survive one scavenge often enough to be "pretenured", although each lives for
 * less than a millisecond: the old generation then fills at the allocation rate, and major
 * collections (7–27 ms, each stalling every request behind it) came about once a second at
 * 2,000 req/s. With the feedback off they die young. `npm run bench`, by-url at 2,000 req/s,
 * three runs each: p99 2.80–9.16 ms and max 24–87 ms with pretenuring, 2.00–2.39 ms and
 * 4.7–17.3 ms without; two major collections in a run instead of dozens (decision 029).
 */
import { setFlagsFromString } from 'node:v8';

export const CONTENT_API_V8_FLAGS = ['--no-allocation-site-pretenuring'] as const;

export function setContentApiV8Flags(): void {
  for (const flag of CONTENT_API_V8_FLAGS) setFlagsFromString(flag);
}
