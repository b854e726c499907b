/** What a panel list shows while its first page loads: grey bars where its rows will be. */
import { Skeleton, Stack } from '@mantine/core';

export function LoadingRows({ count = 5, height = 48 }: { count?: number; height?: number }) {
  return (
    <Stack gap="xs" aria-busy="true" aria-label="Loading">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <Skeleton key={i} h={height} />
      ))}
    </Stack>
  );
}
