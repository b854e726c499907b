/**
 * The range and sites of a panel read of insights: `from`/`to` (default the last 30 days to
 * today), both real days, `from` not after `to`, at most the 25 months kept; and the sites — the
 * request's own, or with `site=all` every site, for owners only (403 for anyone else). An admin's
 * session works on one site only (the access guard), so an admin never reads another's counts.
 */
import type { FastifyRequest } from 'fastify';
import { ROLE } from '#shared/ids/roles.ts';
import { addDays, daysOf, firstKeptDay, isRealDay, utcDay } from '#shared/insights/insight-days.ts';
import { INSIGHT_DEFAULT_DAYS, type InsightRangeQuery } from '#shared/schemas/insights.ts';
import { requireSession } from '../auth/access-guard.ts';
import { badRequest, forbidden } from '../errors/http-error.ts';
import type { InsightRange } from './insight-store.ts';

export function insightRangeOf(
  request: FastifyRequest,
  query: InsightRangeQuery,
  today = utcDay(),
): InsightRange {
  const session = requireSession(request);
  if (query.site === 'all' && session.roleId !== ROLE.owner) {
    throw forbidden('Only an owner may read every site together');
  }
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, -(INSIGHT_DEFAULT_DAYS - 1));
  for (const [field, day] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (!isRealDay(day))
      throw badRequest('The date is not valid', { [field]: ['must be a real day, YYYY-MM-DD'] });
  }
  if (from > to) throw badRequest('The range ends before it starts', { from: ['must not be after to'] });
  if (from < firstKeptDay(today)) {
    throw badRequest('Insights are kept 25 months', { from: [`must be ${firstKeptDay(today)} or later`] });
  }
  return { sites: query.site === 'all' ? 'all' : [request.apiSite.id], from, to };
}

/** the period of the same length just before `range` */
export function previousPeriodOf(range: InsightRange): InsightRange {
  const length = daysOf(range.from, range.to).length;
  return { ...range, from: addDays(range.from, -length), to: addDays(range.from, -1) };
}
