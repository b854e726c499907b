/**
 * The CSV of what the Insights screen shows: one section per table — visitors and views per day
 * (and the previous period's), top pages, referrers, devices, Web Vitals, catering — each with a
 * title line and its header, a blank line between them.
 */
import { csvText } from '#shared/csv.ts';
import { VITAL_METRICS } from '#shared/insights/web-vitals.ts';
import type { InsightsData } from './insights-data.ts';
import { vitalValueText } from './vital-format.ts';

type Rows = string[][];

function section(title: string, header: string[], rows: Rows): Rows {
  return [[title], header, ...rows, []];
}

export function insightsCsv(data: InsightsData, siteLabel: string): string {
  const rows: Rows = [[`Insights of ${siteLabel}`], []];
  const { summary, pages, referrers, devices, vitals, catering } = data;
  if (summary) {
    const previous = summary.previous.days;
    rows.push(
      ...section(
        `Visitors and page views per day, ${summary.from} to ${summary.to}`,
        ['day', 'visitors', 'views', 'entries', 'previous day', 'previous visitors', 'previous views'],
        summary.days.map((day, index) => [
          day.day,
          String(day.visitors),
          String(day.views),
          String(day.entries),
          previous[index]?.day ?? '',
          String(previous[index]?.visitors ?? ''),
          String(previous[index]?.views ?? ''),
        ]),
      ),
    );
  }
  if (pages) {
    rows.push(
      ...section(
        'Top pages',
        ['site', 'path', 'views', 'entries'],
        pages.map((page) => [page.site, page.path, String(page.views), String(page.entries)]),
      ),
    );
  }
  if (referrers) {
    rows.push(
      ...section(
        'Top referrers',
        ['referrer', 'views', 'entries'],
        referrers.map((row) => [row.host || '(direct or none)', String(row.views), String(row.entries)]),
      ),
    );
  }
  if (devices) {
    rows.push(
      ...section(
        'Devices',
        ['device', 'views'],
        devices.map((row) => [row.device, String(row.views)]),
      ),
    );
  }
  if (vitals) {
    rows.push(
      ...section(
        'Web Vitals, 75th percentile of real visits',
        [
          'site',
          'path',
          ...VITAL_METRICS.flatMap((metric) => [metric, `${metric} band`, `${metric} samples`]),
        ],
        vitals.map((row) => [
          row.site,
          row.path,
          ...VITAL_METRICS.flatMap((metric) => {
            const figure = row[metric];
            return figure
              ? [vitalValueText(metric, figure.p75), figure.band, String(figure.samples)]
              : ['', '', ''];
          }),
        ]),
      ),
    );
  }
  if (catering) {
    rows.push(
      ...section(
        `Catering requests per day beside the views of ${catering.page}`,
        ['day', 'requests', 'views'],
        catering.days.map((day) => [day.day, String(day.requests), String(day.views)]),
      ),
    );
  }
  return csvText(rows);
}
