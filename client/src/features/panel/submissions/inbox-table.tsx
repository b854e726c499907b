/**
 * The inbox's rows: a new submission in bold with a "New" badge, its sender (name and email), a
 * line of its message, the form, when it came and its status. The sender is the link that opens it
 * in the side panel (its address keeps the filters); on a phone the form and date move under it.
 */
import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formLabel } from '#shared/form-fields.ts';
import type { Submission } from '#shared/schemas/forms.ts';
import { formatApiDate } from '../shell/format-date.ts';
import { previewOf, STATUS_COLORS, STATUS_LABELS, senderOf } from '../ui/submission-display.ts';

interface InboxTableProps {
  rows: Submission[];
  busy: boolean;
  /** the address that opens a submission */
  openHref: (id: number) => string;
}

export function InboxTable({ rows, busy, openHref }: InboxTableProps) {
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table aria-label="Submissions" aria-busy={busy} highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>From</Table.Th>
            <Table.Th visibleFrom="sm">Form</Table.Th>
            <Table.Th visibleFrom="sm">Received</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const sender = senderOf(row.fields);
            const unread = row.status === 'new';
            const preview = previewOf(row.fields);
            return (
              <Table.Tr key={row.id} data-status={row.status}>
                <Table.Td>
                  <Stack gap={2}>
                    <Anchor
                      component={Link}
                      to={openHref(row.id)}
                      fw={unread ? 700 : 500}
                      c={unread ? undefined : 'inherit'}
                    >
                      {sender.name}
                    </Anchor>
                    {sender.email && sender.email !== sender.name ? (
                      <Text size="sm" c="dimmed" fw={unread ? 600 : 400}>
                        {sender.email}
                      </Text>
                    ) : null}
                    {preview ? (
                      <Text size="sm" lineClamp={1} fw={unread ? 600 : 400}>
                        {preview}
                      </Text>
                    ) : null}
                    <Text size="xs" c="dimmed" hiddenFrom="sm">
                      {formLabel(row.form)} · {formatApiDate(row.created_at)}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td visibleFrom="sm" fw={unread ? 700 : 400}>
                  {formLabel(row.form)}
                </Table.Td>
                <Table.Td visibleFrom="sm" fw={unread ? 700 : 400} style={{ whiteSpace: 'nowrap' }}>
                  {formatApiDate(row.created_at)}
                </Table.Td>
                <Table.Td w="1%">
                  <Badge
                    color={STATUS_COLORS[row.status]}
                    variant={unread ? 'filled' : 'light'}
                    styles={{ root: { minWidth: 'max-content' }, label: { overflow: 'visible' } }}
                  >
                    {STATUS_LABELS[row.status]}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
