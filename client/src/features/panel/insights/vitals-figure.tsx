/**
 * Real visitors' page speed, per page: the 75th percentile of LCP, INP and CLS (and TTFB) of the
 * range, each with its Core Web Vitals band (web.dev's thresholds, shared/insights/web-vitals.ts)
 * — the figure Google's search uses. A table: the numbers are the point.
 */
import { Badge, Card, Group, Table, Text, Title } from '@mantine/core';
import { VITAL_METRICS, VITAL_THRESHOLDS } from '#shared/insights/web-vitals.ts';
import type { InsightVitalsRows } from './insights-data.ts';
import { BAND_COLORS, BAND_WORDS, VITAL_NAMES, VITAL_SHORT_NAMES, vitalValueText } from './vital-format.ts';

function thresholdsText(): string {
  return VITAL_METRICS.map((metric) => {
    const { good, poor } = VITAL_THRESHOLDS[metric];
    const unit = (value: number) =>
      metric === 'cls' ? (value / 1000).toFixed(2) : vitalValueText(metric, value);
    return `${VITAL_SHORT_NAMES[metric]} good up to ${unit(good)}, poor above ${unit(poor)}`;
  }).join('; ');
}

export function VitalsFigure({ vitals, withSite }: { vitals: InsightVitalsRows; withSite: boolean }) {
  return (
    <Card withBorder>
      <Title order={2} size="h4">
        Page speed of real visits
      </Title>
      <Text size="sm" c="dimmed">
        The 75th percentile of each page's Core Web Vitals, measured in visitors' browsers. {thresholdsText()}
        .
      </Text>
      {vitals.length === 0 ? (
        <Text py="lg" ta="center" c="dimmed">
          No speed measured in this range yet: a page's figures arrive when visitors leave it.
        </Text>
      ) : (
        <Table.ScrollContainer
          minWidth={640}
          mt="sm"
          // on a phone the table scrolls sideways: a keyboard reaches it too
          scrollAreaProps={{
            viewportProps: { tabIndex: 0, 'aria-label': 'Page speed per page, scrollable' },
          }}
        >
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                {withSite ? <Table.Th scope="col">Site</Table.Th> : null}
                <Table.Th scope="col">Page</Table.Th>
                {VITAL_METRICS.map((metric) => (
                  <Table.Th key={metric} scope="col">
                    <abbr title={VITAL_NAMES[metric]}>{VITAL_SHORT_NAMES[metric]}</abbr>
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {vitals.map((row) => (
                <Table.Tr key={`${row.site} ${row.path}`}>
                  {withSite ? <Table.Td>{row.site}</Table.Td> : null}
                  <Table.Td>{row.path}</Table.Td>
                  {VITAL_METRICS.map((metric) => {
                    const figure = row[metric];
                    return (
                      <Table.Td key={metric}>
                        {figure ? (
                          <Group gap={6} wrap="nowrap">
                            <Text span fw={600}>
                              {vitalValueText(metric, figure.p75)}
                            </Text>
                            <Badge variant="dot" color={BAND_COLORS[figure.band]} size="sm" miw="max-content">
                              {BAND_WORDS[figure.band]}
                            </Badge>
                            <Text span size="xs" c="dimmed">
                              {figure.samples} {figure.samples === 1 ? 'visit' : 'visits'}
                            </Text>
                          </Group>
                        ) : (
                          <Text span c="dimmed">
                            —
                          </Text>
                        )}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
