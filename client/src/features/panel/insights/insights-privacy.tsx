/**
 * What insights keep and for how long, told on the screen as the README tells it (issue 27,
 * docs/decisions/048): no cookie, no IP address, no visitor id; a visitor is counted with a hash
 * of the day that cannot be made again after midnight; counts are kept 25 months.
 */
import { Card, List, Text, Title } from '@mantine/core';
import { RETENTION_MONTHS } from '#shared/insights/insight-days.ts';

export function InsightsPrivacy() {
  return (
    <Card withBorder component="section" aria-labelledby="insights-privacy">
      <Title order={2} size="h4" id="insights-privacy">
        What is kept, and for how long
      </Title>
      <List size="sm" mt="xs" spacing={4}>
        <List.Item>
          No cookie, no IP address, no visitor id and no full referring address are stored. Each page sends
          the path it shows, the site it was reached from, the width of the screen and, when it is left, its
          speed.
        </List.Item>
        <List.Item>
          A visitor is counted once a day with a hash of the day's secret salt, the address and the browser;
          the salt is thrown away with the day, so nobody can recognise a visitor on another day.
        </List.Item>
        <List.Item>
          Visitors who ask not to be tracked (Global Privacy Control or Do Not Track), known bots and
          signed-in staff are not counted.
        </List.Item>
        <List.Item>
          Daily counts are kept {RETENTION_MONTHS} months, so a year compares with the one before.
        </List.Item>
      </List>
      <Text size="sm" c="dimmed" mt="xs">
        Built-in insights need no third-party script.
      </Text>
    </Card>
  );
}
