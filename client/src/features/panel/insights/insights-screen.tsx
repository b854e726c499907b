/**
 * `/panel/insights` (admins and owners; issue 27, docs/decisions/048): the site's visitors and page
 * views per day against the period before, top pages, where visitors come from, devices, real
 * visitors' page speed per page, and catering requests beside the catering page's views — counted
 * without cookies or personal data. Owners may see every site together. The range is kept in the
 * address; "Export CSV" downloads what is shown.
 */
import {
  Alert,
  Button,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { ROLE } from '#shared/ids/roles.ts';
import { utcDay } from '#shared/insights/insight-days.ts';
import { PageHead } from '../../../components/page-head.tsx';
import { useSearchParams } from '../../../staff/search-params.ts';
import { useAccount, useStrongestRole } from '../shell/staff-account.ts';
import { LoadingRows } from '../ui/loading-rows.tsx';
import { changeText } from '../ui/period-change.ts';
import { saveDownload } from '../ui/save-download.ts';
import { ChartFigure, type FigureTable } from './chart-figure.tsx';
import { CateringChart, DevicesChart, VisitsChart } from './insights-charts.tsx';
import { insightsCsv } from './insights-csv.ts';
import { type InsightsData, useInsights } from './insights-data.ts';
import { pagesTable, referrersTable } from './insights-figures.ts';
import { InsightsPrivacy } from './insights-privacy.tsx';
import {
  INSIGHT_RANGE_CHOICES,
  type InsightsRange,
  rangeLabel,
  readInsightsRange,
  writeInsightsRange,
} from './insights-range.ts';
import { VitalsFigure } from './vitals-figure.tsx';

function Stat({
  label,
  now,
  before,
  period,
}: {
  label: string;
  now: number;
  before: number;
  period: string;
}) {
  return (
    <Card withBorder>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {now.toLocaleString()}
      </Text>
      <Text size="sm">
        {changeText(now, before)}{' '}
        <Text span c="dimmed" size="sm">
          against {period} ({before.toLocaleString()})
        </Text>
      </Text>
    </Card>
  );
}

function RangeControls({
  range,
  update,
  owner,
}: {
  range: InsightsRange;
  update: (range: InsightsRange) => void;
  owner: boolean;
}) {
  return (
    <Group align="end" gap="md" wrap="wrap">
      <SegmentedControl
        aria-label="Range"
        value={String(range.choice)}
        onChange={(value) =>
          update(
            value === 'custom'
              ? { ...range, choice: 'custom' }
              : readInsightsRange(
                  new URLSearchParams({ days: value, ...(range.allSites ? { sites: 'all' } : {}) }),
                  utcDay(),
                ),
          )
        }
        data={[
          ...INSIGHT_RANGE_CHOICES.map((days) => ({ value: String(days), label: `${days} days` })),
          { value: 'custom', label: 'Custom' },
        ]}
      />
      {range.choice === 'custom' ? (
        <>
          <TextInput
            type="date"
            label="From"
            value={range.from}
            max={range.to}
            onChange={(event) =>
              event.currentTarget.value && update({ ...range, from: event.currentTarget.value })
            }
          />
          <TextInput
            type="date"
            label="To"
            value={range.to}
            min={range.from}
            max={utcDay()}
            onChange={(event) =>
              event.currentTarget.value && update({ ...range, to: event.currentTarget.value })
            }
          />
        </>
      ) : null}
      {owner ? (
        <Switch
          label="All sites together"
          checked={range.allSites}
          onChange={(event) => update({ ...range, allSites: event.currentTarget.checked })}
        />
      ) : null}
    </Group>
  );
}

export function InsightsScreen() {
  const [params, setParams] = useSearchParams();
  const range = readInsightsRange(params, utcDay());
  const update = (next: InsightsRange) => setParams(writeInsightsRange(next), { replace: true });
  const owner = useStrongestRole() === ROLE.owner;
  const { account } = useAccount();
  const site = range.allSites ? 'every site' : (account?.domain?.host ?? 'this site');
  const reads = useInsights(range);
  const data: InsightsData = {
    summary: reads.summary.data,
    pages: reads.pages.data,
    referrers: reads.referrers.data,
    devices: reads.devices.data,
    vitals: reads.vitals.data,
    catering: reads.catering.data,
  };
  const { summary } = data;
  const failed = Object.values(reads).some((read) => read.error);
  const exportCsv = () =>
    saveDownload(
      new Blob([insightsCsv(data, site)], { type: 'text/csv;charset=utf-8' }),
      `insights-${range.allSites ? 'all-sites' : site}-${range.from}-${range.to}.csv`,
    );

  return (
    <Stack gap="md">
      <PageHead title="Insights" noIndex noFollow />
      <Group justify="space-between" align="start">
        <Stack gap={4}>
          <Title order={1}>Insights</Title>
          <Text c="dimmed" size="sm">
            Visitors of {site} over {rangeLabel(range)} (days in UTC).
          </Text>
        </Stack>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          onClick={exportCsv}
          disabled={!summary}
        >
          Export CSV
        </Button>
      </Group>
      <RangeControls range={range} update={update} owner={owner} />
      {failed ? <Alert color="red">Some insights could not be loaded.</Alert> : null}

      {summary ? (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Stat
              label="Visitors"
              now={summary.totals.visitors}
              before={summary.previous.totals.visitors}
              period="the period before"
            />
            <Stat
              label="Page views"
              now={summary.totals.views}
              before={summary.previous.totals.views}
              period="the period before"
            />
            <Stat
              label="Visits begun"
              now={summary.totals.entries}
              before={summary.previous.totals.entries}
              period="the period before"
            />
          </SimpleGrid>
          <VisitsChart summary={summary} />
        </>
      ) : (
        <LoadingRows count={3} height={96} />
      )}

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {data.pages ? (
          <ListFigure
            title="Top pages"
            table={pagesTable(data.pages, range.allSites)}
            empty="No page views in this range."
          />
        ) : (
          <LoadingRows />
        )}
        {data.referrers ? (
          <ListFigure
            title="Where visitors come from"
            table={referrersTable(data.referrers)}
            empty="No visits in this range."
          />
        ) : (
          <LoadingRows />
        )}
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: data.catering ? 2 : 1 }}>
        {data.devices ? <DevicesChart devices={data.devices} /> : <LoadingRows />}
        {data.catering ? <CateringChart catering={data.catering} /> : null}
      </SimpleGrid>

      {data.vitals ? <VitalsFigure vitals={data.vitals} withSite={range.allSites} /> : <LoadingRows />}
      <InsightsPrivacy />
    </Stack>
  );
}

/** A ranked list: its table is the figure (no chart to hide). */
function ListFigure({ title, table, empty }: { title: string; table: FigureTable; empty: string }) {
  return <ChartFigure title={title} table={table} empty={empty} chart={null} />;
}

export default InsightsScreen;
