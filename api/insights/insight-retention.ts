/**
 * The daily sweep of visitor insights, run by the publication scheduler's tick
 * (api/posts/publication-scheduler.ts): at the first tick of each UTC day it closes the past days'
 * visitor hashes and salts (counted, then deleted: within a tick of midnight even when no beacon
 * comes) and deletes the aggregates older than 25 months. Several API processes may each sweep:
 * both steps can run twice without harm.
 */
import type { FastifyBaseLogger } from 'fastify';
import { firstKeptDay, utcDay } from '#shared/insights/insight-days.ts';
import type { Stores } from '../stores.ts';

export function createInsightSweep(stores: Stores, log: FastifyBaseLogger) {
  let sweptDay: string | undefined;
  return async function sweepOncePerDay(now = new Date()): Promise<void> {
    const today = utcDay(now);
    if (sweptDay === today) return;
    await stores.insights.closePastDays(today);
    const deleted = await stores.insights.deleteBefore(firstKeptDay(today));
    sweptDay = today;
    if (deleted > 0)
      log.info({ deleted, before: firstKeptDay(today) }, 'insights older than 25 months deleted');
  };
}
