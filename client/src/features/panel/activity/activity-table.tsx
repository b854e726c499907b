/**
 * The events of the Activity screen: when (relative, and exact), who, what in words (the object
 * a link to its panel screen when it is on the site being worked on and still there), the site
 * and the address it came from. A table from the small breakpoint up; on a phone, a list of the
 * sentences with the rest below each, so that what happened is never scrolled out of view.
 */
import { Anchor, Paper, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { UNKNOWN_ACCOUNT } from '#shared/audit.ts';
import type { AuditEvent } from '#shared/schemas/audit.ts';
import { entityHref } from './activity-entities.ts';
import { activitySentence } from './activity-sentence.ts';
import { eventTime } from './activity-time.ts';

/** Actions after which the entity's screen has nothing to show. */
const GONE = new Set(['delete', 'purge']);

function When({ at }: { at: string }) {
  const time = eventTime(at);
  if (!time) return <Text size="sm">{at}</Text>;
  return (
    <Stack gap={0}>
      <Text size="sm">{time.relative}</Text>
      <Text size="xs" c="dimmed">
        <time dateTime={time.iso}>{time.exact}</time>
      </Text>
    </Stack>
  );
}

function Who({ user }: { user: AuditEvent['user'] }) {
  if (!user.name && (!user.email || user.email === UNKNOWN_ACCOUNT)) {
    return (
      <Text size="sm" c="dimmed" fs="italic">
        {user.email ?? 'Unknown'}
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      <Text size="sm">{user.name ?? user.email}</Text>
      {user.name && user.email ? (
        <Text size="xs" c="dimmed">
          {user.email}
        </Text>
      ) : null}
    </Stack>
  );
}

function What({ event, currentSiteId }: { event: AuditEvent; currentSiteId: number | undefined }) {
  const sentence = activitySentence(event);
  const href =
    event.site?.id === currentSiteId && !GONE.has(event.action)
      ? entityHref(event.entity, event.entity_kind, event.entity_id)
      : undefined;
  return (
    <Stack gap={2}>
      <Text size="sm">
        {sentence.actor} {sentence.verb}
        {sentence.object ? ' ' : null}
        {sentence.object && href ? (
          <Anchor component={Link} to={href} size="sm">
            {sentence.object}
          </Anchor>
        ) : (
          sentence.object
        )}
      </Text>
      {event.detail ? (
        <Text size="xs" c="dimmed">
          {event.detail}
        </Text>
      ) : null}
    </Stack>
  );
}

interface ActivityTableProps {
  events: AuditEvent[];
  busy: boolean;
  currentSiteId: number | undefined;
}

function PhoneList({ events, busy, currentSiteId }: ActivityTableProps) {
  return (
    <Stack
      component="ul"
      gap="xs"
      p={0}
      m={0}
      aria-label="Activity"
      aria-busy={busy}
      style={{ listStyle: 'none' }}
    >
      {events.map((event) => {
        const time = eventTime(event.at);
        return (
          <Paper component="li" key={event.id} withBorder p="sm" radius="md" data-event-id={event.id}>
            <What event={event} currentSiteId={currentSiteId} />
            <Text size="xs" c="dimmed" mt={4}>
              {time ? (
                <time dateTime={time.iso} title={time.exact}>
                  {time.relative}
                </time>
              ) : (
                event.at
              )}
              {event.site ? ` · ${event.site.name}` : null} · {event.address}
            </Text>
          </Paper>
        );
      })}
    </Stack>
  );
}

export function ActivityTable(props: ActivityTableProps) {
  return (
    <>
      <Stack hiddenFrom="sm">
        <PhoneList {...props} />
      </Stack>
      <Stack visibleFrom="sm">
        <WideTable {...props} />
      </Stack>
    </>
  );
}

function WideTable({ events, busy, currentSiteId }: ActivityTableProps) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover aria-busy={busy} aria-label="Activity">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={170}>When</Table.Th>
            <Table.Th w={190}>Who</Table.Th>
            <Table.Th>What</Table.Th>
            <Table.Th w={150}>Site</Table.Th>
            <Table.Th w={130}>Address</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => (
            <Table.Tr key={event.id} data-event-id={event.id}>
              <Table.Td>
                <When at={event.at} />
              </Table.Td>
              <Table.Td>
                <Who user={event.user} />
              </Table.Td>
              <Table.Td>
                <What event={event} currentSiteId={currentSiteId} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{event.site?.name ?? '—'}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                  {event.address}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
