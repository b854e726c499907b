/**
 * The beacons on their way to the content API: one batch per site, sent every 2 s or as soon as
 * it holds `batchSize` (100), as one `POST /api/insights/batch` with the BFF's secret. Batches wait in one
 * queue, sent one at a time in order; a send that fails (API unreachable, 5xx) stays first in line
 * for the next tick, one the API refuses (4xx) is dropped. A full queue drops its oldest batch:
 * insights may lose beacons (counted in /bff/metrics), pages never wait for them.
 */
import { API } from '#shared/api-paths.ts';
import { BFF_API_SECRET_HEADER } from '#shared/config/bff-api-secret.ts';
import { INSIGHT_BATCH_MAX_ITEMS, type InsightBatchItem } from '#shared/schemas/insights.ts';
import type { BffContext } from '../bff-context.ts';
import { callUpstream } from '../proxy/upstream-call.ts';
import type { InsightMetrics } from './insight-metrics.ts';

export interface InsightBatchOptions {
  /** how often the site batches are sent (2 s) */
  flushMs: number;
  /**
   * beacons that make a batch go at once: 100, a fifth of the API's most. The embedded API writes
   * a batch in the BFF's own event loop (SQLite is synchronous), so a batch's write is a pause
   * for every request behind it: 500 beacons were ~3 ms, which added 2.1 ms to the p99 of public
   * reads at 1,000/s beyond what as many health checks add (npm run bench, session 15); 100
   * spread the same work in five shorter pauses
   */
  batchSize: number;
  /** batches waiting to be sent; one more drops the oldest (100 at 100: 10,000 beacons) */
  maxQueuedBatches: number;
}

export const INSIGHT_BATCH_DEFAULTS: InsightBatchOptions = {
  flushMs: 2_000,
  batchSize: INSIGHT_BATCH_MAX_ITEMS / 5,
  maxQueuedBatches: 100,
};

interface Batch {
  site: string;
  items: InsightBatchItem[];
}

export function createInsightBatches(
  context: BffContext,
  secret: string,
  metrics: InsightMetrics,
  options: InsightBatchOptions,
) {
  const filling = new Map<string, InsightBatchItem[]>();
  const queue: Batch[] = [];
  let sending: Promise<void> | undefined;

  function enqueue(site: string) {
    const items = filling.get(site);
    filling.delete(site);
    if (!items?.length) return;
    if (queue.length >= options.maxQueuedBatches) {
      const dropped = queue.shift();
      metrics.batchesDropped += 1;
      metrics.beaconsLost += dropped?.items.length ?? 0;
    }
    queue.push({ site, items });
  }

  /** 'sent', 'refused' (dropped) or 'retry' (kept) */
  async function send(batch: Batch): Promise<'sent' | 'refused' | 'retry'> {
    const outcome = await callUpstream({
      url: `${context.upstreamOf(batch.site)}${API.insights.batch}`,
      method: 'POST',
      headers: {
        'x-forwarded-for': batch.site,
        'content-type': 'application/json',
        [BFF_API_SECRET_HEADER]: secret,
      },
      body: Buffer.from(JSON.stringify({ items: batch.items })),
      timeoutMs: context.upstreamTimeoutMs,
      dispatcher: context.dispatcher,
    }).catch(() => undefined);
    if (outcome?.kind !== 'response') return 'retry';
    await outcome.body.dump();
    if (outcome.statusCode < 300) return 'sent';
    return outcome.statusCode >= 500 || outcome.statusCode === 429 ? 'retry' : 'refused';
  }

  async function drain() {
    while (queue.length > 0) {
      const batch = queue[0] as Batch;
      const result = await send(batch);
      if (result === 'retry') {
        metrics.batchesRetried += 1;
        return;
      }
      // the queue may have dropped its oldest meanwhile: take this batch out where it is now
      const at = queue.indexOf(batch);
      if (at >= 0) queue.splice(at, 1);
      if (result === 'sent') metrics.batchesSent += 1;
      else {
        metrics.batchesRefused += 1;
        metrics.beaconsLost += batch.items.length;
      }
    }
  }

  function startSending(): Promise<void> {
    sending ??= drain().finally(() => {
      sending = undefined;
    });
    return sending;
  }

  /** every site's batch into the queue, then the queue to the API (resolves when this send ends) */
  function flush(): Promise<void> {
    for (const site of [...filling.keys()]) enqueue(site);
    return startSending();
  }

  const timer = setInterval(() => void flush(), options.flushMs);
  timer.unref();

  return {
    add(site: string, item: InsightBatchItem) {
      const items = filling.get(site) ?? [];
      filling.set(site, items);
      items.push(item);
      metrics.beaconsQueued += 1;
      if (items.length >= options.batchSize) {
        enqueue(site);
        void startSending();
      }
    },
    flush,
    /** batches waiting in the queue (tests) */
    queued: () => queue.length,
    async close() {
      clearInterval(timer);
      await sending;
      await flush();
    },
  };
}

export type InsightBatches = ReturnType<typeof createInsightBatches>;
