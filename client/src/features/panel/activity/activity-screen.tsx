/**
 * `/panel/activity` (admins and owners): the audit log — every change by staff, sign-ins and
 * failed sign-ins, newest first, filtered by person, type, action, site and days (all kept in
 * the address), one page at a time. Issue 9, docs/decisions/015-audit-log.md.
 */
import { Alert, Stack, Text, Title } from '@mantine/core';
import useSWR from 'swr';
import { API } from '#shared/api-paths.ts';
import { AUDIT_RETENTION_DAYS } from '#shared/audit.ts';
import type { AuditListAnswer, AuditPeopleAnswer } from '#shared/schemas/audit.ts';
import { PageHead } from '../../../components/page-head.tsx';
import { useSearchParams } from '../../../staff/search-params.ts';
import { useAccount, useStaffDomains } from '../shell/staff-account.ts';
import { ListPager } from '../ui/list-pager.tsx';
import { LoadingRows } from '../ui/loading-rows.tsx';
import { ActivityFilters } from './activity-filters.tsx';
import {
  type ActivityState,
  activityListPath,
  isActivityFiltered,
  readActivityState,
  writeActivityState,
} from './activity-state.ts';
import { ActivityTable } from './activity-table.tsx';

function retentionText(): string {
  return AUDIT_RETENTION_DAYS % 365 === 0
    ? `${AUDIT_RETENTION_DAYS / 365 === 1 ? 'one year' : `${AUDIT_RETENTION_DAYS / 365} years`}`
    : `${AUDIT_RETENTION_DAYS} days`;
}

export function ActivityScreen() {
  const [params, setParams] = useSearchParams();
  const state = readActivityState(params);
  const update = (patch: Partial<ActivityState>) => {
    const next = { ...state, ...patch, ...(patch.page === undefined ? { page: 1 } : {}) };
    setParams(writeActivityState(next), { replace: true });
  };
  const { data, error, isLoading, isValidating } = useSWR<AuditListAnswer>(activityListPath(state), {
    keepPreviousData: true,
  });
  const people = useSWR<AuditPeopleAnswer>(API.auditPeople).data?.data ?? [];
  const sites = useStaffDomains();
  const { account } = useAccount();
  const events = data?.data ?? [];
  const total = data?.meta.total ?? 0;
  const first = (state.page - 1) * state.pageSize;

  return (
    <Stack gap="md">
      <PageHead title="Activity" noIndex noFollow />
      <Stack gap={4}>
        <Title order={1}>Activity</Title>
        <Text c="dimmed" size="sm">
          Every change made by staff, and every sign-in, newest first. Kept for {retentionText()}.
        </Text>
      </Stack>
      <ActivityFilters state={state} update={update} people={people} sites={sites} />

      {error && !data ? (
        <Alert color="red">The activity could not be loaded.</Alert>
      ) : isLoading && !data ? (
        <LoadingRows />
      ) : events.length === 0 ? (
        <Text fw={600} ta="center" py="xl">
          {isActivityFiltered(state) ? 'Nothing matches these filters.' : 'Nothing has happened yet.'}
        </Text>
      ) : (
        <ActivityTable events={events} busy={isValidating} currentSiteId={account?.domain?.id} />
      )}

      <ListPager
        summary={
          total === 0
            ? 'No events'
            : `${first + 1}–${Math.min(first + events.length, total)} of ${total} ${total === 1 ? 'event' : 'events'}`
        }
        total={total}
        page={state.page}
        pageSize={state.pageSize}
        sizeLabel="Events per page"
        onPage={(page) => update({ page })}
        onPageSize={(pageSize) => update({ pageSize })}
      />
    </Stack>
  );
}

export default ActivityScreen;
