/**
 * A chart of the Insights screen with its table: the chart is a picture for the eye (hidden from
 * screen readers), the table under it, behind "Show the table", says the same in rows and is what
 * a screen reader reads. The figure is named by its title. A ranked list has no chart (`null`):
 * its table is shown as it is.
 */
import { Box, Card, Table, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

export interface FigureTable {
  head: readonly string[];
  rows: readonly (readonly string[])[];
}

export function ChartFigure({
  title,
  description,
  chart,
  table,
  empty,
}: {
  title: string;
  description?: string;
  chart: ReactNode;
  table: FigureTable;
  /** what to say instead of the chart when there is nothing to show */
  empty?: string;
}) {
  const titleId = useId();
  return (
    <Card withBorder component="figure" m={0} aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {title}
      </Title>
      {description ? (
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      ) : null}
      {table.rows.length === 0 && empty ? (
        <Text py="lg" ta="center" c="dimmed">
          {empty}
        </Text>
      ) : chart === null ? (
        <FigureTableView table={table} caption={title} />
      ) : (
        <>
          <Box mt="md" aria-hidden="true">
            {chart}
          </Box>
          <Box component="details" mt="sm">
            <Text component="summary" size="sm" style={{ cursor: 'pointer' }}>
              Show the table
            </Text>
            <FigureTableView table={table} caption={title} />
          </Box>
        </>
      )}
    </Card>
  );
}

export function FigureTableView({ table, caption }: { table: FigureTable; caption: string }) {
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped mt="xs" captionSide="top">
        <Table.Caption className="visually-hidden">{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {table.head.map((cell) => (
              <Table.Th key={cell} scope="col">
                {cell}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((row) => (
            <Table.Tr key={row.join('\u0000')}>
              {row.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns of a row are fixed
                <Table.Td key={index}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
