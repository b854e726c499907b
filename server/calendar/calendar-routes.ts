/**
 * `/calendar/site.ics` and `/calendar/{member id}.ics` (docs/decisions/049): a site's and a
 * published member's iCalendar feeds, written from the API's feed read and kept in the BFF's one
 * cache under the site (`calendar site`, `calendar <id>`), so a write to the site's stops forgets
 * them with its other public reads (caching/forget-on-writes.ts). 404 for an id that is no
 * published member of the site, 421 for a host the API has no site for, 503 when the API does
 * not answer.
 */
import type { FastifyInstance } from 'fastify';
import { CALENDAR_FEEDS } from '#shared/calendar-feeds.ts';
import { PUBLIC_API } from '#shared/public-api-paths.ts';
import type { ScheduleFeed } from '#shared/schemas/stops.ts';
import type { BffContext } from '../bff-context.ts';
import type { BffCache, Loaded } from '../caching/bff-cache.ts';
import { sendError } from '../errors/error-reply.ts';
import { readPublic } from '../pages/public-read.ts';
import { calendarFeed } from './calendar-feed.ts';

export const SITE_CALENDAR_PATH = CALENDAR_FEEDS.site;
/** a member's feed: `/calendar/12.ics` */
export const memberCalendarPath = CALENDAR_FEEDS.member;

type FeedRead =
  | { kind: 'feed'; text: string }
  | { kind: 'missing' }
  | { kind: 'unknown-site' }
  | { kind: 'unavailable' };

async function readFeed(context: BffContext, site: string, memberId: number | undefined): Promise<FeedRead> {
  const query = memberId === undefined ? '' : `?member=${memberId}`;
  const answer = await readPublic(context, site, `${PUBLIC_API.schedule.feed}${query}`);
  if (answer.ok && answer.unknownSite) return { kind: 'unknown-site' };
  if (answer.ok && answer.status === 404) return { kind: 'missing' };
  if (!answer.ok || answer.status !== 200) return { kind: 'unavailable' };
  const feed = (answer.body as { data?: ScheduleFeed }).data;
  if (!feed || !Array.isArray(feed.stops)) return { kind: 'unavailable' };
  return { kind: 'feed', text: calendarFeed(feed, { host: site, name: feed.member?.title ?? site }) };
}

/** a feed is kept, and so is a member that is not there (until a write forgets it); failures are not */
const keep = (read: FeedRead): Loaded<FeedRead> =>
  read.kind === 'feed' || read.kind === 'missing'
    ? { kept: true, value: read, size: 256 + (read.kind === 'feed' ? read.text.length * 2 : 0) }
    : { kept: false, value: read };

export async function calendarRoutes(app: FastifyInstance, opts: { context: BffContext; cache: BffCache }) {
  app.get<{ Params: { file: string } }>('/calendar/:file', async (request, reply) => {
    const match = /^(site|[1-9]\d{0,9})\.ics$/.exec(request.params.file);
    if (!match) return sendError(reply, 404, 'No such calendar');
    const memberId = match[1] === 'site' ? undefined : Number(match[1]);
    const site = request.site;
    const { value } = await opts.cache.read(site, `calendar ${match[1]}`, async () =>
      keep(await readFeed(opts.context, site, memberId)),
    );
    if (value.kind === 'unknown-site') return sendError(reply, 421, 'This host is not served here');
    if (value.kind === 'missing') return sendError(reply, 404, 'No such member');
    if (value.kind === 'unavailable') return sendError(reply, 503, 'The calendar cannot be read right now');
    return reply
      .header('cache-control', 'public, max-age=300')
      .header('content-disposition', `inline; filename="${match[1]}.ics"`)
      .type('text/calendar; charset=utf-8')
      .send(value.text);
  });
}
