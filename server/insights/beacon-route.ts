/**
 * `POST /insights/beacon` (docs/decisions/048): a visitor's page view or Web Vitals report. The
 * answer is 204 at once, always — a bad beacon is dropped, not refused (nobody reads a beacon's
 * answer), and a body over 1 KB or of any content type is no error either. After the answer, a
 * beacon is dropped when:
 * - the browser asks not to be tracked (`Sec-GPC: 1`, `DNT: 1`);
 * - it carries the staff session cookie, comes to the staff host or names a staff screen;
 * - its user agent is a bot's (the `isbot` package) or missing;
 * - it does not fit shared/schemas/insight-beacon.ts;
 * - its visitor sent more than 60 beacons this minute;
 * - the day's salt of its site cannot be had from the API now.
 * The rest is hashed (visitor-hash.ts) and batched (insight-batches.ts). The client address and
 * user agent are read for the hash only: never kept, logged or sent on.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { Compile } from 'typebox/compile';
import { INSIGHTS_BEACON_PATH } from '#shared/api-paths.ts';
import { deviceClassOf } from '#shared/insights/device-class.ts';
import { isStaffScreenPath } from '#shared/routes.ts';
import {
  INSIGHT_BEACON_MAX_BYTES,
  type InsightBeacon,
  InsightBeaconSchema,
} from '#shared/schemas/insight-beacon.ts';
import type { InsightBatchItem } from '#shared/schemas/insights.ts';
import type { BffContext } from '../bff-context.ts';
import { normalizeHost } from '../sites/host-allow-list.ts';
import { createBotAgents } from './bot-agents.ts';
import type { DaySalts } from './day-salts.ts';
import type { InsightBatches } from './insight-batches.ts';
import type { BeaconDropReason, InsightMetrics } from './insight-metrics.ts';
import { visitorHash } from './visitor-hash.ts';

/** beacons a visitor (a day's hash) may send in a minute; more are dropped */
export const BEACONS_PER_VISITOR_MINUTE = 60;
const MINUTE_MS = 60_000;
/** visitors counted at once; the least recent are forgotten first */
const RATE_VISITORS = 100_000;

const Beacon = Compile(InsightBeaconSchema);

export interface BeaconRouteOptions {
  context: BffContext;
  /** undefined: no secret towards the API, every beacon is dropped */
  salts: DaySalts | undefined;
  batches: InsightBatches | undefined;
  metrics: InsightMetrics;
}

/** what a beacon's request says, read before the answer: nothing of it outlives the processing */
interface BeaconRequest {
  site: string;
  requestHost: string | undefined;
  ip: string;
  userAgent: string;
  body: unknown;
}

function parsed(body: unknown): unknown {
  if (!Buffer.isBuffer(body) || body.length === 0) return undefined;
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** why a request is not counted before its body is looked at, if it is not */
function refusedByItsHeaders(
  request: FastifyRequest,
  context: BffContext,
  isBotAgent: (userAgent: string) => boolean,
): BeaconDropReason | undefined {
  const { headers } = request;
  if (headers['sec-gpc'] === '1' || headers.dnt === '1') return 'privacy-signal';
  const { access, refresh } = context.cookies.names(request);
  if (request.cookies[access] !== undefined || request.cookies[refresh] !== undefined) return 'staff';
  if (context.staffHost && normalizeHost(request.hostname) === context.staffHost.host) return 'staff';
  const userAgent = headers['user-agent'];
  if (!userAgent || isBotAgent(userAgent)) return 'bot';
  return undefined;
}

/** the referring host as counted: '' when none or the site itself, lower case, no port */
function referrerOf(beacon: InsightBeacon, own: readonly (string | undefined)[]): string {
  const host = beacon.referrer?.toLowerCase().replace(/:\d+$/, '') ?? '';
  return own.includes(host) ? '' : host;
}

export async function beaconRoute(app: FastifyInstance, options: BeaconRouteOptions) {
  const { context, salts, batches, metrics } = options;
  const recent = new LRUCache<string, { count: number }>({ max: RATE_VISITORS, ttl: MINUTE_MS });
  const isBotAgent = createBotAgents();
  const drop = (reason: BeaconDropReason) => {
    metrics.beaconsDropped[reason] += 1;
  };

  async function take(beacon: BeaconRequest): Promise<void> {
    const body = parsed(beacon.body);
    if (!Beacon.Check(body)) return drop('malformed');
    if (isStaffScreenPath(body.path)) return drop('staff');
    if (!salts || !batches) return drop('no-secret');
    const salt = await salts.of(beacon.site);
    if (!salt) return drop('salt');
    const visitor = visitorHash(salt.salt, salt.siteId, beacon.ip, beacon.userAgent);
    const seen = recent.get(visitor);
    if (seen && seen.count >= BEACONS_PER_VISITOR_MINUTE) return drop('rate');
    if (seen) seen.count += 1;
    else recent.set(visitor, { count: 1 });
    const referrer = referrerOf(body, [beacon.site, beacon.requestHost]);
    const item: InsightBatchItem = {
      day: salt.day,
      path: body.path,
      referrer,
      device: deviceClassOf(body.width),
      // the first page of a visit: from another site, or from nowhere
      entry: referrer !== '' || !body.referrer,
      ...(body.vitals ? { vitals: body.vitals } : { visitor }),
    };
    batches.add(beacon.site, item);
  }

  await app.register(async (scope) => {
    // any content type (sendBeacon sends text/plain for a string), read as bytes up to 1 KB
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: INSIGHT_BEACON_MAX_BYTES },
      (_r, body, done) => done(null, body),
    );
    // a body too large, cut off or of no type is dropped like any other bad beacon
    scope.setErrorHandler(async (_error, _request, reply) => {
      metrics.beaconsReceived += 1;
      drop('malformed');
      return reply.code(204).send();
    });
    scope.post(INSIGHTS_BEACON_PATH, async (request, reply) => {
      metrics.beaconsReceived += 1;
      const refusal = refusedByItsHeaders(request, context, isBotAgent);
      const beacon: BeaconRequest | undefined = refusal
        ? undefined
        : {
            site: request.site,
            requestHost: normalizeHost(request.hostname),
            ip: request.ip,
            userAgent: request.headers['user-agent'] ?? '',
            body: request.body,
          };
      reply.code(204).send();
      if (refusal) drop(refusal);
      else if (beacon) {
        // taken after the requests that came in with it are answered: a page's reads arriving in
        // the same burst as beacons wait for the beacons' 204s, not for their hashing and batching
        setImmediate(() => {
          take(beacon).catch((error: unknown) => {
            drop('malformed');
            request.log.warn({ err: error }, 'insight beacon not taken');
          });
        });
      }
      return reply;
    });
  });
}
