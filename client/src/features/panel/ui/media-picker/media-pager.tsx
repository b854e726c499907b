/** The foot of a page of library images: how many match, and the pages to go to. */
import { Group, Pagination, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface MediaPagerProps {
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** what the count says after "N images", e.g. ` matching “logo”` */
  matching?: string;
  /** beside the pages (a page size menu) */
  children?: ReactNode;
}

export function imageCountText(total: number): string {
  return total === 1 ? '1 image' : `${total} images`;
}

export function MediaPager({ total, page, pageSize, onPage, matching = '', children }: MediaPagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {imageCountText(total)}
        {matching}
      </Text>
      <Group gap="sm">
        {children}
        {pages > 1 ? (
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onPage}
            size="sm"
            getControlProps={(control) => ({
              'aria-label':
                control === 'previous' ? 'Previous page' : control === 'next' ? 'Next page' : control,
            })}
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
          />
        ) : null}
      </Group>
    </Group>
  );
}
