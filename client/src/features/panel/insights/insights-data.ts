/**
 * The Insights screen's reads (docs/decisions/048): the summary with the previous period, top
 * pages, referrers, devices, per-page Web Vitals and catering requests beside the catering page's
 * views, each an SWR read of the API for the screen's range. Nothing writes insights from the
 * panel, so nothing here invalidates.
 */

import useSWR from 'swr';
import type { Static } from 'typebox';
import { API } from '#shared/api-paths.ts';
import type {
  InsightCateringAnswerSchema,
  InsightDevicesAnswerSchema,
  InsightPagesAnswerSchema,
  InsightReferrersAnswerSchema,
  InsightSummary,
  InsightVitalsAnswerSchema,
} from '#shared/schemas/insights.ts';
import { type InsightsRange, insightsQuery } from './insights-range.ts';

export type { InsightSummary } from '#shared/schemas/insights.ts';
export type InsightPages = Static<typeof InsightPagesAnswerSchema>['data'];
export type InsightReferrers = Static<typeof InsightReferrersAnswerSchema>['data'];
export type InsightDevices = Static<typeof InsightDevicesAnswerSchema>['data'];
export type InsightVitalsRows = Static<typeof InsightVitalsAnswerSchema>['data'];
export type InsightCatering = Static<typeof InsightCateringAnswerSchema>['data'];

/** what the screen shows, once loaded */
export interface InsightsData {
  summary?: InsightSummary;
  pages?: InsightPages;
  referrers?: InsightReferrers;
  devices?: InsightDevices;
  vitals?: InsightVitalsRows;
  catering?: InsightCatering;
}

const LIST_LIMIT = { limit: '20' };

/** `path` null: not asked */
function useRead<T>(path: string | null): { data?: T; error?: unknown; isLoading: boolean } {
  const { data, error, isLoading } = useSWR<{ data: T }>(path, { keepPreviousData: true });
  return { data: data?.data, error, isLoading };
}

export function useInsights(range: InsightsRange) {
  const summary = useRead<InsightSummary>(`${API.insights.summary}${insightsQuery(range)}`);
  const pages = useRead<InsightPages>(`${API.insights.pages}${insightsQuery(range, LIST_LIMIT)}`);
  const referrers = useRead<InsightReferrers>(`${API.insights.referrers}${insightsQuery(range, LIST_LIMIT)}`);
  const devices = useRead<InsightDevices>(`${API.insights.devices}${insightsQuery(range)}`);
  const vitals = useRead<InsightVitalsRows>(`${API.insights.vitals}${insightsQuery(range, LIST_LIMIT)}`);
  // catering requests belong to one site: not asked for every site together
  const catering = useRead<InsightCatering>(
    range.allSites ? null : `${API.insights.catering}${insightsQuery(range)}`,
  );
  return { summary, pages, referrers, devices, vitals, catering };
}
