/**
 * The foot of a paged list: how many there are (in the list's words) on one side, the page size
 * and the pages on the other. The state stays the screen's: it says what changed.
 */
import { Group, Pagination, Select, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PAGE_SIZES } from '../collections/list-state.ts';

interface ListPagerProps {
  /** "12 members", "1–25 of 80 events" */
  summary: ReactNode;
  total: number;
  page: number;
  pageSize: number;
  /** the page size field's accessible name: "Rows per page" */
  sizeLabel: string;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

export function ListPager({ summary, total, page, pageSize, sizeLabel, onPage, onPageSize }: ListPagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed" aria-live="polite">
        {summary}
      </Text>
      <Group gap="sm">
        <Select
          aria-label={sizeLabel}
          data={PAGE_SIZES.map((n) => ({ value: String(n), label: `${n} per page` }))}
          value={String(pageSize)}
          onChange={(value) => value && onPageSize(Number(value))}
          allowDeselect={false}
          w={140}
        />
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPage}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        />
      </Group>
    </Group>
  );
}
