/**
 * The panel home's "Visitors" card for admins and owners (issue 27): the site's visitors of the
 * last 30 days as a sparkline with their total, linking to the Insights screen. Its own lazy
 * chunk (the charts library), so the home's first screen does not wait for it.
 */
import { Sparkline } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Anchor, Card, Group, Skeleton, Text } from '@mantine/core';
import { Link } from 'react-router';
import useSWR from 'swr';
import { API } from '#shared/api-paths.ts';
import { addDays, utcDay } from '#shared/insights/insight-days.ts';
import { PANEL_SCREENS, panelHref } from '#shared/panel-screens.ts';
import type { InsightSummary } from '#shared/schemas/insights.ts';
import { changeText } from '../ui/period-change.ts';

export function VisitorsSparkline() {
  const today = utcDay();
  const { data } = useSWR<{ data: InsightSummary }>(
    `${API.insights.summary}?${new URLSearchParams({ from: addDays(today, -29), to: today })}`,
  );
  const summary = data?.data;
  if (!summary) return <Skeleton h={96} />;
  const { visitors } = summary.totals;
  return (
    <Card withBorder>
      <Group justify="space-between" align="start" wrap="nowrap">
        <div>
          <Text fw={700} size="lg">
            {visitors.toLocaleString()} {visitors === 1 ? 'visitor' : 'visitors'}
          </Text>
          <Text size="sm" c="dimmed">
            in the last 30 days · {changeText(visitors, summary.previous.totals.visitors)} against the 30
            before
          </Text>
        </div>
        <Anchor component={Link} to={panelHref(PANEL_SCREENS.insights.path)} size="sm">
          Insights
        </Anchor>
      </Group>
      {/* a picture of the days the sentence above sums up; inert: recharts makes its chart a tab stop */}
      <div inert>
        <Sparkline
          mt="sm"
          h={48}
          data={summary.days.map((day) => day.visitors)}
          curveType="monotone"
          color="teal.6"
          fillOpacity={0.25}
          strokeWidth={2}
        />
      </div>
    </Card>
  );
}

export default VisitorsSparkline;
