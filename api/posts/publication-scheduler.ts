/**
 * The scheduler of publication (issue 10): every SCHEDULE_TICK_MS (15 s, or the setting of the
 * same name), and once at start, the
 * schedules that are due are carried out, whether or not anyone is signed in. A post published
 * goes live with its builder draft (docs/decisions/034). Each change is a revision by nobody
 * ("body" when a draft went live, else "status"). With the BFF's page cache (30 s) a scheduled post shows on the
 * public site within a minute of its time. The same tick sweeps visitor insights once a UTC day
 * (api/insights/insight-retention.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createInsightSweep } from '../insights/insight-retention.ts';

export const SCHEDULE_TICK_MS = 15_000;

export async function runDueSchedules(app: FastifyInstance, now = new Date()): Promise<number> {
  const { published, unpublished } = await app.stores.posts.applySchedules(now);
  for (const row of published) {
    // its builder draft went live with it (docs/decisions/034): done with, unless newer work came in
    const draftWentLive = await app.stores.drafts.discardIfSame(row.id, row.post_body);
    await app.stores.revisions.record(row, null, draftWentLive ? 'body' : 'status', now);
  }
  for (const row of unpublished) await app.stores.revisions.record(row, null, 'status', now);
  if (published.length + unpublished.length > 0) {
    app.log.info(
      { published: published.map((p) => p.id), unpublished: unpublished.map((p) => p.id) },
      'scheduled publication carried out',
    );
  }
  return published.length + unpublished.length;
}

async function publicationSchedulerPlugin(app: FastifyInstance) {
  let timer: NodeJS.Timeout | undefined;
  const sweepInsights = createInsightSweep(app.stores, app.log);
  const tick = async () => {
    await runDueSchedules(app).catch((error: unknown) =>
      app.log.error({ err: error }, 'scheduled publication failed'),
    );
    await sweepInsights().catch((error: unknown) => app.log.error({ err: error }, 'insights sweep failed'));
  };
  app.addHook('onReady', async () => {
    await tick();
    timer = setInterval(tick, app.apiConfig.scheduleTickMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}

export default fp(publicationSchedulerPlugin, { name: 'publication-scheduler', dependencies: ['services'] });
