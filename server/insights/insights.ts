/**
 * Visitor insights in the BFF (docs/decisions/048): the beacon route, the day's salts, the batches
 * to the content API and their counters at `GET /bff/metrics`. Without the secret towards the API
 * (`bffApiSecret`) beacons are still answered 204 and counted as dropped.
 */
import type { FastifyInstance } from 'fastify';
import type { BffContext } from '../bff-context.ts';
import { beaconRoute } from './beacon-route.ts';
import { createDaySalts } from './day-salts.ts';
import { createInsightBatches, INSIGHT_BATCH_DEFAULTS, type InsightBatchOptions } from './insight-batches.ts';
import { createInsightMetrics, METRICS_PATH, metricsText } from './insight-metrics.ts';

const CLOSE_WAIT_MS = 2_000;

export interface InsightsOptions {
  context: BffContext;
  secret: string | undefined;
  batches?: Partial<InsightBatchOptions> | undefined;
}

export async function insights(app: FastifyInstance, options: InsightsOptions) {
  const { context, secret } = options;
  const metrics = createInsightMetrics();
  const salts = secret ? createDaySalts(context, secret) : undefined;
  const batches = secret
    ? createInsightBatches(context, secret, metrics, { ...INSIGHT_BATCH_DEFAULTS, ...options.batches })
    : undefined;
  await beaconRoute(app, { context, salts, batches, metrics });

  app.get(METRICS_PATH, async (_request, reply) =>
    reply
      .header('content-type', 'text/plain; version=0.0.4; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(metricsText(metrics)),
  );

  // what is queued goes to the API before the BFF closes, if the API takes it soon
  app.addHook('preClose', async () => {
    if (!batches) return;
    await Promise.race([
      batches.close(),
      new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref()),
    ]);
  });

  app.decorate('insights', {
    metrics,
    /** sends every batch now; resolves when the API has answered (tests) */
    flush: async () => {
      await batches?.flush();
    },
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    insights: {
      metrics: ReturnType<typeof createInsightMetrics>;
      flush(): Promise<void>;
    };
  }
}
