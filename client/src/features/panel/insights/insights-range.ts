/**
 * The Insights screen's range, kept in the address: the last 7, 30 or 90 UTC days to today
 * (`days`), or a range of its own (`from`, `to`), and for owners every site together (`sites=all`).
 * Each read of the screen asks the API for the same range (shared/schemas/insights.ts).
 */
import { addDays, daysOf, isRealDay } from '#shared/insights/insight-days.ts';
import { INSIGHT_DEFAULT_DAYS } from '#shared/schemas/insights.ts';

export const INSIGHT_RANGE_CHOICES = [7, 30, 90] as const;

export interface InsightsRange {
  from: string;
  to: string;
  /** one of the choices, or `custom` for a range of its own */
  choice: (typeof INSIGHT_RANGE_CHOICES)[number] | 'custom';
  allSites: boolean;
}

export function readInsightsRange(params: URLSearchParams, today: string): InsightsRange {
  const allSites = params.get('sites') === 'all';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (isRealDay(from) && isRealDay(to) && from <= to && to <= today) {
    return { from, to, choice: 'custom', allSites };
  }
  const asked = Number(params.get('days'));
  const choice = INSIGHT_RANGE_CHOICES.find((days) => days === asked) ?? INSIGHT_DEFAULT_DAYS;
  return {
    from: addDays(today, -(choice - 1)),
    to: today,
    choice: choice as InsightsRange['choice'],
    allSites,
  };
}

export function writeInsightsRange(range: InsightsRange): URLSearchParams {
  const params = new URLSearchParams();
  if (range.choice === 'custom') {
    params.set('from', range.from);
    params.set('to', range.to);
  } else if (range.choice !== INSIGHT_DEFAULT_DAYS) {
    params.set('days', String(range.choice));
  }
  if (range.allSites) params.set('sites', 'all');
  return params;
}

/** The query of the API's reads for this range: `?from=…&to=…` and `site=all` for every site. */
export function insightsQuery(range: InsightsRange, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ from: range.from, to: range.to, ...extra });
  if (range.allSites) params.set('site', 'all');
  return `?${params}`;
}

/** How the range reads: "the last 30 days" or "2026-10-01 to 2026-10-14 (14 days)". */
export function rangeLabel(range: InsightsRange): string {
  if (range.choice !== 'custom') return `the last ${range.choice} days`;
  const length = daysOf(range.from, range.to).length;
  return `${range.from} to ${range.to} (${length} ${length === 1 ? 'day' : 'days'})`;
}
