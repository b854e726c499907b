/** Reads the site's analytics items once and injects them (see analytics-injection.ts). */
import { useEffect } from 'react';
import useSWR from 'swr';
import { API } from '#shared/api-paths.ts';
import type { AnalyticsItem } from '#shared/schemas/domain-options.ts';
import { QUIET_READ } from '../../content/quiet-swr.ts';

export function AnalyticsTags() {
  const items = useSWR<{ data: AnalyticsItem[] }>(API.analytics, QUIET_READ).data?.data;
  useEffect(() => {
    if (!items?.length) return;
    void import('./analytics-injection.ts').then(({ injectAnalytics }) => {
      for (const reason of injectAnalytics(items, document, window.location.origin)) console.warn(reason);
    });
  }, [items]);
  return null;
}
