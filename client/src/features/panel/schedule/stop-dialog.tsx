/**
 * Add or change a stop (issue 28): the truck, the date and hours in the site's zone, the place
 * (coordinates optional, for "Open in maps"), a note, a weekly repeat (until a date or not), and a
 * cancellation with the reason visitors see. Opened from "Add a stop", a picked slot, or a stop
 * on the calendar (a click, or Enter on it from the keyboard); for one date of a weekly stop it
 * also offers to cancel that date only.
 */
import { Button, Group, Modal, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useApiAction } from '../../../staff/api-action.ts';
import { splitApiErrors } from '../../../staff/api-form-errors.ts';
import { useScheduleWrites } from './schedule-data.ts';
import type { NewSlot } from './stop-changes.ts';
import {
  formProblems,
  formValuesOf,
  type StopFormValues,
  type StoredStop,
  stopBody,
} from './stop-form-values.ts';

export interface StopDialogTarget {
  /** the stop to change; absent: a new one */
  stop?: StoredStop;
  /** the date of the occurrence opened (a weekly stop's one date) */
  date?: string;
  slot?: NewSlot;
}

const FIELDS = Object.keys(formValuesOf(undefined)) as (keyof StopFormValues)[];

export function StopDialog({
  target,
  members,
  memberId,
  onClose,
}: {
  target: StopDialogTarget;
  members: readonly { id: number; title: string }[];
  /** the truck the schedule shows, for a new stop */
  memberId?: number;
  onClose: () => void;
}) {
  const { stop, date, slot } = target;
  const [values, setValues] = useState<StopFormValues>(() => formValuesOf(stop, slot, memberId));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [dateReason, setDateReason] = useState('');
  const run = useApiAction();
  const writes = useScheduleWrites();
  const set = <K extends keyof StopFormValues>(name: K, value: StopFormValues[K]) =>
    setValues((current) => ({ ...current, [name]: value }));
  const field = (name: keyof StopFormValues) => ({ error: errors[name] });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = formProblems(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const body = stopBody(values);
    const saved = await run(() => (stop ? writes.updateStop(stop.id, body) : writes.createStop(body)), {
      success: stop ? 'Stop saved' : 'Stop added',
      onError: (error) => setErrors(splitApiErrors(error, FIELDS).fields),
    });
    if (saved) onClose();
  };
  const remove = async () => {
    if (!stop) return;
    const done = await run(() => writes.deleteStop(stop.id), { success: 'Stop deleted' });
    if (done !== undefined) onClose();
  };
  const cancelDate = async () => {
    if (!stop || !date || !dateReason.trim()) return;
    const done = await run(() => writes.cancelDate(stop.id, date, dateReason.trim()), {
      success: `The stop of ${date} is cancelled`,
    });
    if (done) onClose();
  };

  return (
    <Modal opened onClose={onClose} title={stop ? 'Change the stop' : 'Add a stop'} size="lg">
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={stop ? 'Change the stop' : 'New stop'}
      >
        <Stack gap="sm">
          <Select
            label="Truck"
            required
            searchable
            data={members.map((member) => ({ value: String(member.id), label: member.title }))}
            value={values.member_id}
            onChange={(value) => set('member_id', value)}
            {...field('member_id')}
          />
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <TextInput
              type="date"
              label={values.weekly ? 'First date' : 'Date'}
              required
              value={values.starts_on}
              onChange={(event) => set('starts_on', event.currentTarget.value)}
              {...field('starts_on')}
            />
            <TextInput
              type="time"
              label="Starts"
              required
              value={values.start_time}
              onChange={(event) => set('start_time', event.currentTarget.value)}
              {...field('start_time')}
            />
            <TextInput
              type="time"
              label="Ends"
              required
              value={values.end_time}
              onChange={(event) => set('end_time', event.currentTarget.value)}
              {...field('end_time')}
            />
          </SimpleGrid>
          <TextInput
            label="Place"
            required
            description="What visitors look for: a square, a market, a brewery"
            value={values.place_name}
            onChange={(event) => set('place_name', event.currentTarget.value)}
            {...field('place_name')}
          />
          <TextInput
            label="Address"
            value={values.address}
            onChange={(event) => set('address', event.currentTarget.value)}
            {...field('address')}
          />
          <SimpleGrid cols={2}>
            <TextInput
              label="Latitude"
              description="Optional, for “Open in maps”"
              inputMode="decimal"
              value={values.latitude}
              onChange={(event) => set('latitude', event.currentTarget.value)}
              {...field('latitude')}
            />
            <TextInput
              label="Longitude"
              description="Both, or neither"
              inputMode="decimal"
              value={values.longitude}
              onChange={(event) => set('longitude', event.currentTarget.value)}
              {...field('longitude')}
            />
          </SimpleGrid>
          <Textarea
            label="Note"
            autosize
            minRows={2}
            value={values.note}
            onChange={(event) => set('note', event.currentTarget.value)}
            {...field('note')}
          />
          <Switch
            label="Every week"
            checked={values.weekly}
            onChange={(event) => set('weekly', event.currentTarget.checked)}
          />
          {values.weekly ? (
            <TextInput
              type="date"
              label="Until (empty: until further notice)"
              value={values.repeat_until}
              onChange={(event) => set('repeat_until', event.currentTarget.value)}
              {...field('repeat_until')}
            />
          ) : null}
          <Switch
            label={values.weekly ? 'Cancelled, every week' : 'Cancelled'}
            checked={values.cancelled}
            onChange={(event) => set('cancelled', event.currentTarget.checked)}
          />
          {values.cancelled ? (
            <TextInput
              label="Why (visitors see it)"
              required
              value={values.cancelled_reason}
              onChange={(event) => set('cancelled_reason', event.currentTarget.value)}
              {...field('cancelled_reason')}
            />
          ) : null}
          <Group justify="space-between" mt="sm">
            {stop ? (
              <Button variant="subtle" color="red" onClick={() => void remove()}>
                {stop.repeat === 'weekly' ? 'Delete every week' : 'Delete the stop'}
              </Button>
            ) : (
              <span />
            )}
            <Group gap="sm">
              <Button variant="default" onClick={onClose}>
                Close
              </Button>
              <Button type="submit">{stop ? 'Save' : 'Add the stop'}</Button>
            </Group>
          </Group>
        </Stack>
      </form>
      {stop?.repeat === 'weekly' && date ? (
        <Stack gap="xs" mt="lg" component="section" aria-label={`Only ${date}`}>
          <TextInput
            label={`Cancel ${date} only: why (visitors see it)`}
            value={dateReason}
            onChange={(event) => setDateReason(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button
              variant="light"
              color="orange"
              disabled={!dateReason.trim()}
              onClick={() => void cancelDate()}
            >
              Cancel this date only
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
