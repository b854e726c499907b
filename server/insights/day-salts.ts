/**
 * The day's salt of each site, asked of the content API (`GET /api/insights/salt`, with the BFF's
 * secret) once a UTC day per site and kept in memory with the day it belongs to and the site's id.
 * One call at a time per site; a failed call is not repeated for a few seconds, so an API that is
 * down is not asked once per beacon (those beacons are dropped).
 */
import { LRUCache } from 'lru-cache';
import { Compile } from 'typebox/compile';
import { API } from '#shared/api-paths.ts';
import { BFF_API_SECRET_HEADER } from '#shared/config/bff-api-secret.ts';
import { InsightSaltAnswerSchema } from '#shared/schemas/insights.ts';
import type { BffContext } from '../bff-context.ts';
import { callUpstream } from '../proxy/upstream-call.ts';

export interface DaySalt {
  day: string;
  salt: string;
  siteId: number;
}

const RETRY_AFTER_FAILURE_MS = 5_000;
const MAX_SITES = 10_000;
const SaltAnswer = Compile(InsightSaltAnswerSchema);

const utcDay = (now: number) => new Date(now).toISOString().slice(0, 10);

export function createDaySalts(context: BffContext, secret: string, now: () => number = Date.now) {
  // bounded: a wildcard in SITE_HOSTS lets a beacon name any number of hosts
  const kept = new LRUCache<string, DaySalt>({ max: MAX_SITES });
  const failedAt = new LRUCache<string, number>({ max: MAX_SITES });
  const asking = new Map<string, Promise<DaySalt | undefined>>();

  async function ask(site: string): Promise<DaySalt | undefined> {
    const outcome = await callUpstream({
      url: `${context.upstreamOf(site)}${API.insights.salt}`,
      method: 'GET',
      headers: { 'x-forwarded-for': site, accept: 'application/json', [BFF_API_SECRET_HEADER]: secret },
      body: undefined,
      timeoutMs: context.upstreamTimeoutMs,
      dispatcher: context.dispatcher,
    });
    if (outcome.kind !== 'response') return undefined;
    if (outcome.statusCode !== 200) {
      await outcome.body.dump();
      return undefined;
    }
    const answer = await outcome.body.json().catch(() => undefined);
    if (!SaltAnswer.Check(answer)) return undefined;
    return { day: answer.data.day, salt: answer.data.salt, siteId: answer.data.site };
  }

  return {
    /** today's salt of `site`, or undefined when the API cannot give it now */
    async of(site: string): Promise<DaySalt | undefined> {
      const today = utcDay(now());
      const salt = kept.get(site);
      if (salt && salt.day >= today) return salt;
      if (now() - (failedAt.get(site) ?? -Infinity) < RETRY_AFTER_FAILURE_MS) return undefined;
      let pending = asking.get(site);
      if (!pending) {
        pending = ask(site)
          .catch(() => undefined)
          .then((answer) => {
            asking.delete(site);
            if (answer) {
              kept.set(site, answer);
              failedAt.delete(site);
            } else {
              failedAt.set(site, now());
            }
            return answer;
          });
        asking.set(site, pending);
      }
      return pending;
    },
  };
}

export type DaySalts = ReturnType<typeof createDaySalts>;
