/**
 * `/panel/schedule` (editors and up; issue 28, docs/decisions/049): where the site's trucks are,
 * a week of hours or a month. Drag a stop to move it, stretch it to change its hours, pick an
 * empty slot to add one, "Copy last week" for the one-off stops of the week before, one truck or
 * all. Moving one date of a weekly stop asks whether every week moves or this date only. Times
 * are the site's (its time zone), whatever the browser's.
 */

import { TZDate } from '@date-fns/tz';
import { Alert, Button, Group, Modal, Select, Stack, Text, Title } from '@mantine/core';
import { IconCopy, IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { expandOccurrences } from '#shared/schedules/stop-occurrences.ts';
import { PageHead } from '../../../components/page-head.tsx';
import { useSiteOptions } from '../../../content/site-settings.ts';
import { useApiAction } from '../../../staff/api-action.ts';
import { LoadingRows } from '../ui/loading-rows.tsx';
import { stopEvent } from './calendar-events.ts';
import { useScheduleData, useScheduleWrites } from './schedule-data.ts';
import { type ChangeScope, copiedWeek, type NewSlot, stopWrites } from './stop-changes.ts';
import { StopDialog, type StopDialogTarget } from './stop-dialog.tsx';

const ScheduleCalendar = lazy(() => import('./schedule-calendar.tsx'));

/** the Monday of the week of `date` */
function mondayOf(date: string): string {
  const at = new Date(`${date}T00:00:00Z`);
  const back = (at.getUTCDay() + 6) % 7;
  return new Date(at.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}

interface PendingMove {
  stopId: number;
  from: string;
  to: NewSlot;
  undo: () => void;
}

export function ScheduleScreen() {
  const zone = useSiteOptions().options.time_zone || 'UTC';
  const today = useMemo(() => new TZDate(Date.now(), zone).toISOString().slice(0, 10), [zone]);
  const { stops, exceptions, members, error } = useScheduleData();
  const writes = useScheduleWrites();
  const run = useApiAction();
  const [range, setRange] = useState(() => ({ from: mondayOf(today), to: mondayOf(today) }));
  const [memberFilter, setMemberFilter] = useState<string | null>(null);
  const [dialog, setDialog] = useState<StopDialogTarget | undefined>();
  const [pending, setPending] = useState<PendingMove | undefined>();

  const memberIds = useMemo(() => (members ?? []).map((member) => member.id), [members]);
  const events = useMemo(() => {
    if (!stops || !exceptions || !members) return [];
    const shown = members.filter((member) => !memberFilter || String(member.id) === memberFilter);
    const occurrences = expandOccurrences(stops, exceptions, {
      zone,
      // staff see the past of the week too
      now: new Date(0),
      from: range.from,
      to: range.to,
      members: new Map(shown.map((member) => [member.id, member])),
    });
    return occurrences.map((occurrence) => stopEvent(occurrence, memberIds));
  }, [stops, exceptions, members, memberFilter, range, zone, memberIds]);

  const stopById = (id: number) => stops?.find((stop) => stop.id === id);
  const move = async (stopId: number, from: string, to: NewSlot, undo: () => void, scope: ChangeScope) => {
    const stop = stopById(stopId);
    if (!stop) return undo();
    const done = await run(() => writes.apply(stopWrites(stop, from, to, scope)), { success: 'Stop moved' });
    // refused: the stop goes back where it was (moved: the calendar shows the stops as listed again)
    if (!done) undo();
    return done;
  };
  const onMove = (stopId: number, from: string, to: NewSlot, undo: () => void) => {
    if (stopById(stopId)?.repeat === 'weekly') setPending({ stopId, from, to, undo });
    else void move(stopId, from, to, undo, 'this-date');
  };
  const decide = (scope: ChangeScope | undefined) => {
    if (!pending) return;
    setPending(undefined);
    if (scope) void move(pending.stopId, pending.from, pending.to, pending.undo, scope);
    else pending.undo();
  };
  const copyLastWeek = async () => {
    if (!stops) return;
    const shown = memberFilter ? new Set([Number(memberFilter)]) : undefined;
    const copies = copiedWeek(stops, mondayOf(range.from), shown);
    if (copies.length === 0) {
      await run(async () => true, { success: 'Last week had no one-off stops to copy' });
      return;
    }
    await run(
      async () => {
        for (const body of copies) await writes.createStop(body);
        return true;
      },
      { success: `${copies.length} ${copies.length === 1 ? 'stop' : 'stops'} copied from last week` },
    );
  };

  return (
    <Stack gap="md">
      <PageHead title="Schedule" noIndex noFollow />
      <Stack gap={4}>
        <Title order={1}>Schedule</Title>
        <Text c="dimmed" size="sm">
          Where the trucks are, in the site's time ({zone}). Drag a stop to move it, stretch it to change its
          hours, pick an empty slot to add one; Enter on a stop opens it.
        </Text>
      </Stack>
      <Group align="end" gap="sm" wrap="wrap">
        <Select
          label="Trucks"
          placeholder="All trucks"
          clearable
          data={(members ?? []).map((member) => ({ value: String(member.id), label: member.title }))}
          value={memberFilter}
          onChange={setMemberFilter}
        />
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setDialog({})}>
          Add a stop
        </Button>
        <Button
          variant="default"
          leftSection={<IconCopy size={16} aria-hidden="true" />}
          onClick={() => void copyLastWeek()}
          disabled={!stops}
        >
          Copy last week
        </Button>
      </Group>
      {error ? <Alert color="red">The schedule could not be loaded.</Alert> : null}
      {stops && exceptions && members ? (
        <Suspense fallback={<LoadingRows count={6} />}>
          <ScheduleCalendar
            events={events}
            today={today}
            weekStart={mondayOf(today)}
            onRange={setRange}
            onMove={onMove}
            onPick={(slot) => setDialog({ slot })}
            onOpen={(stopId, date) => setDialog({ stop: stopById(stopId), date })}
          />
        </Suspense>
      ) : (
        <LoadingRows count={6} />
      )}
      {dialog ? (
        <StopDialog
          target={dialog}
          members={members ?? []}
          memberId={memberFilter ? Number(memberFilter) : undefined}
          onClose={() => setDialog(undefined)}
        />
      ) : null}
      {pending ? (
        <Modal opened onClose={() => decide(undefined)} title="Move a weekly stop">
          <Text size="sm">
            This stop happens every week. Move {pending.from} only, or every week from now on?
          </Text>
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={() => decide(undefined)}>
              Leave it
            </Button>
            <Button variant="light" onClick={() => decide('this-date')}>
              This date only
            </Button>
            <Button onClick={() => decide('every-week')}>Every week</Button>
          </Group>
        </Modal>
      ) : null}
    </Stack>
  );
}

export default ScheduleScreen;
