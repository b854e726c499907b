/**
 * The submissions inbox (`/panel/submissions`): the site's form submissions, newest first, new ones
 * in bold; filters by status, form and received-between days in the address; pages; "Export CSV"
 * downloads every submission of the current filter; a submission opens in a side panel
 * (`?open=ID`, the link of the mail about it). When the site lately refused posts over its hourly
 * cap, a notice above the list says how many.
 */
import { Alert, Button, Group, Pagination, Select, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import useSWR from 'swr';
import { panelHref } from '#shared/panel-screens.ts';
import type { SubmissionListAnswer } from '#shared/schemas/forms.ts';
import { PageHead } from '../../../components/page-head.tsx';
import { useApiAction } from '../../../staff/api-action.ts';
import { useSearchParams } from '../../../staff/search-params.ts';
import { PAGE_SIZES } from '../collections/list-state.ts';
import { ConfirmDialog } from '../shell/confirm-dialog.tsx';
import { useConfirm } from '../shell/use-confirm.ts';
import { LoadingRows } from '../ui/loading-rows.tsx';
import { READABLE_ALERT_TITLE } from '../ui/readable-alert.ts';
import { refusalNotice } from '../ui/submission-display.ts';
import {
  type InboxState,
  inboxExportPath,
  inboxListPath,
  isInboxFiltered,
  readInboxState,
  writeInboxState,
} from './inbox-state.ts';
import { InboxTable } from './inbox-table.tsx';
import { InboxToolbar } from './inbox-toolbar.tsx';
import { SubmissionDrawer } from './submission-drawer.tsx';
import { downloadCsv } from './submission-requests.ts';

export function SubmissionsScreen() {
  const [params, setParams] = useSearchParams();
  const state = readInboxState(params);
  const update = (next: InboxState) => setParams(writeInboxState(next), { replace: true });
  const { data, error, isLoading, isValidating } = useSWR<SubmissionListAnswer>(inboxListPath(state), {
    keepPreviousData: true,
  });
  const run = useApiAction();
  const { dialog, ask } = useConfirm();
  const [exporting, setExporting] = useState(false);

  const rows = data?.data ?? [];
  const total = data?.meta.total ?? 0;
  const unread = data?.meta.unread ?? 0;
  const refused = data?.meta.refused;
  const pages = Math.max(1, Math.ceil(total / state.pageSize));
  const openHref = (id: number) => `${panelHref('submissions')}?${writeInboxState({ ...state, open: id })}`;
  const exportCsv = async () => {
    setExporting(true);
    try {
      await run(() => downloadCsv(inboxExportPath(state)));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="md">
      <PageHead title="Submissions" noIndex noFollow />
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Submissions</Title>
          <Text c="dimmed">
            {data
              ? unread === 0
                ? 'No new requests'
                : `${unread} new ${unread === 1 ? 'request' : 'requests'}`
              : ' '}
          </Text>
        </div>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          onClick={() => void exportCsv()}
          loading={exporting}
          disabled={total === 0}
        >
          Export CSV
        </Button>
      </Group>
      {refused ? (
        <Alert color="yellow" styles={READABLE_ALERT_TITLE} title="Some submissions were turned away">
          {refusalNotice(refused)}
        </Alert>
      ) : null}
      <InboxToolbar state={state} update={update} />

      {error && !data ? (
        <Alert color="red">The submissions could not be loaded.</Alert>
      ) : isLoading && !data ? (
        <LoadingRows />
      ) : rows.length === 0 ? (
        <Stack align="center" py="xl" gap="xs">
          <Text fw={600}>
            {isInboxFiltered(state) ? 'No submissions match these filters.' : 'No submissions yet.'}
          </Text>
          {!isInboxFiltered(state) ? (
            <Text c="dimmed" size="sm" ta="center">
              Requests sent with the forms on the site (catering, join, contact) arrive here.
            </Text>
          ) : null}
        </Stack>
      ) : (
        <InboxTable rows={rows} busy={isValidating} openHref={openHref} />
      )}

      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {total} {total === 1 ? 'submission' : 'submissions'}
        </Text>
        <Group gap="sm">
          <Select
            aria-label="Rows per page"
            data={PAGE_SIZES.map((n) => ({ value: String(n), label: `${n} per page` }))}
            value={String(state.pageSize)}
            onChange={(value) => value && update({ ...state, pageSize: Number(value), page: 1 })}
            allowDeselect={false}
            w={140}
          />
          <Pagination
            total={pages}
            value={Math.min(state.page, pages)}
            onChange={(page) => update({ ...state, page })}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          />
        </Group>
      </Group>
      <SubmissionDrawer id={state.open} onClose={() => update({ ...state, open: null })} ask={ask} />
      <ConfirmDialog {...dialog} />
    </Stack>
  );
}

export default SubmissionsScreen;
