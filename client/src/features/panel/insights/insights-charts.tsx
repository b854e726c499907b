/**
 * The Insights screen's charts (Mantine's charts over recharts, loaded only by this screen): the
 * visits of the period with the previous period dashed, devices, and catering requests beside the
 * catering page's views. Colours come from the panel's theme, so light and dark both read.
 */
import { AreaChart, BarChart, DonutChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { ChartFigure } from './chart-figure.tsx';
import type { InsightCatering, InsightDevices, InsightSummary } from './insights-data.ts';
import { cateringTable, DEVICE_WORDS, devicesTable, visitsRows, visitsTable } from './insights-figures.ts';

const shortDay = (day: string) => day.slice(5);

/**
 * recharts' keyboard layer makes each chart a tab stop; here a chart is a picture and its table
 * says the same to keyboards and screen readers (chart-figure.tsx), so the chart takes no focus.
 */
const NOT_FOCUSABLE = { accessibilityLayer: false } as const;

export function VisitsChart({ summary }: { summary: InsightSummary }) {
  const rows = visitsRows(summary);
  return (
    <ChartFigure
      title="Visitors and page views per day"
      description={`${summary.from} to ${summary.to}; dashed: the ${rows.length} days before`}
      table={visitsTable(summary)}
      chart={
        <AreaChart
          h={260}
          data={rows}
          dataKey="day"
          curveType="monotone"
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          xAxisProps={{ tickFormatter: shortDay }}
          withDots={rows.length <= 31}
          series={[
            { name: 'views', label: 'Page views', color: 'indigo.6' },
            { name: 'visitors', label: 'Visitors', color: 'teal.6' },
            { name: 'previousViews', label: 'Page views before', color: 'indigo.3', strokeDasharray: '5 5' },
            { name: 'previousVisitors', label: 'Visitors before', color: 'teal.3', strokeDasharray: '5 5' },
          ]}
          fillOpacity={0.15}
          areaChartProps={NOT_FOCUSABLE}
        />
      }
    />
  );
}

const DEVICE_COLORS = { phone: 'teal.6', tablet: 'yellow.6', desktop: 'indigo.6' } as const;

export function DevicesChart({ devices }: { devices: InsightDevices }) {
  return (
    <ChartFigure
      title="Devices"
      description="From the width of the visitor's screen, never from the browser's name"
      table={devicesTable(devices)}
      empty="No visits in this range."
      chart={
        <DonutChart
          mx="auto"
          size={180}
          thickness={28}
          withLabels
          withLabelsLine
          pieChartProps={NOT_FOCUSABLE}
          pieProps={{ rootTabIndex: -1 }}
          withLegend
          data={devices.map((row) => ({
            name: DEVICE_WORDS[row.device],
            value: row.views,
            color: DEVICE_COLORS[row.device],
          }))}
        />
      }
    />
  );
}

export function CateringChart({ catering }: { catering: InsightCatering }) {
  const busy = catering.days.some((day) => day.requests > 0 || day.views > 0);
  return (
    <ChartFigure
      title="Catering requests"
      description={`Requests sent each day, beside the views of ${catering.page}`}
      table={busy ? cateringTable(catering) : { ...cateringTable(catering), rows: [] }}
      empty="No catering requests or visits of the catering page in this range."
      chart={
        <BarChart
          h={220}
          data={catering.days}
          dataKey="day"
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          xAxisProps={{ tickFormatter: shortDay }}
          barChartProps={NOT_FOCUSABLE}
          series={[
            { name: 'views', label: `Views of ${catering.page}`, color: 'indigo.4' },
            { name: 'requests', label: 'Catering requests', color: 'orange.6' },
          ]}
        />
      }
    />
  );
}
