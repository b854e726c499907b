/**
 * What the Insights screen's figures are made of, from the API's answers: the change against the
 * previous period, the rows of the visits chart (this period and the previous one day by day),
 * and the tables behind each chart.
 */
import type { FigureTable } from './chart-figure.tsx';
import type {
  InsightCatering,
  InsightDevices,
  InsightPages,
  InsightReferrers,
  InsightSummary,
} from './insights-data.ts';

export interface VisitsRow {
  [key: string]: string | number;
  day: string;
  visitors: number;
  views: number;
  previousVisitors: number;
  previousViews: number;
}

/** day by day, the previous period's day of the same place beside it */
export function visitsRows(summary: InsightSummary): VisitsRow[] {
  return summary.days.map((day, index) => ({
    day: day.day,
    visitors: day.visitors,
    views: day.views,
    previousVisitors: summary.previous.days[index]?.visitors ?? 0,
    previousViews: summary.previous.days[index]?.views ?? 0,
  }));
}

export function visitsTable(summary: InsightSummary): FigureTable {
  return {
    head: ['Day', 'Visitors', 'Page views', 'Visitors the period before', 'Page views the period before'],
    rows: visitsRows(summary).map((row) => [
      row.day,
      String(row.visitors),
      String(row.views),
      String(row.previousVisitors),
      String(row.previousViews),
    ]),
  };
}

export function pagesTable(pages: InsightPages, withSite: boolean): FigureTable {
  return {
    head: [...(withSite ? ['Site'] : []), 'Page', 'Views', 'Entries'],
    rows: pages.map((page) => [
      ...(withSite ? [page.site] : []),
      page.path,
      String(page.views),
      String(page.entries),
    ]),
  };
}

export const NO_REFERRER = 'Direct, or no referring site sent';

/**
 * Where visits began: the referring site of each visit's first page, most first. A page reached
 * inside the site has no referring site and begins no visit, so it is not a source.
 */
export function referrersTable(referrers: InsightReferrers): FigureTable {
  return {
    head: ['Came from', 'Visits begun'],
    rows: referrers
      .filter((row) => row.entries > 0)
      .sort((a, b) => b.entries - a.entries)
      .map((row) => [row.host || NO_REFERRER, String(row.entries)]),
  };
}

export const DEVICE_WORDS = { phone: 'Phones', tablet: 'Tablets', desktop: 'Desktops' } as const;

export function devicesTable(devices: InsightDevices): FigureTable {
  const total = devices.reduce((sum, row) => sum + row.views, 0);
  return {
    head: ['Device', 'Views', 'Share'],
    rows: devices.map((row) => [
      DEVICE_WORDS[row.device],
      String(row.views),
      `${total === 0 ? 0 : Math.round((row.views / total) * 100)} %`,
    ]),
  };
}

export function cateringTable(catering: InsightCatering): FigureTable {
  return {
    head: ['Day', 'Catering requests', `Views of ${catering.page}`],
    rows: catering.days.map((day) => [day.day, String(day.requests), String(day.views)]),
  };
}
