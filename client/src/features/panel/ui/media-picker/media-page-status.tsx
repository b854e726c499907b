/** What a page of library images says while it has none to show: loading, failed, or empty. */
import { Alert, Center, Loader, Text } from '@mantine/core';

interface MediaPageStatusProps {
  /** the page could not be read (and none is shown) */
  failed: boolean;
  /** the first page is on its way */
  loading: boolean;
  /** the text of an empty page; null while the page is not empty */
  empty: string | null;
}

export function MediaPageStatus({ failed, loading, empty }: MediaPageStatusProps) {
  return (
    <>
      {failed ? <Alert color="red">The media library could not be loaded.</Alert> : null}
      {loading ? (
        <Center py="xl">
          <Loader aria-label="Loading the media library" />
        </Center>
      ) : null}
      {empty ? (
        <Text c="dimmed" ta="center" py="lg">
          {empty}
        </Text>
      ) : null}
    </>
  );
}
