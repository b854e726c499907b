/**
 * The inbox's filters: status tabs, the form, the received-between days (the collections' day
 * field) and "Clear filters". Every change goes to the address and back to the first page.
 */
import { Button, Group, SegmentedControl, Select } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { FORM_LABELS, FORM_NAMES, type FormName, type SubmissionStatus } from '#shared/form-fields.ts';
import { DayBoundInput } from '../ui/day-bound-input.tsx';
import { type InboxState, isInboxFiltered, withoutFilters } from './inbox-state.ts';

const STATUS_TABS = [
  { value: 'all', label: 'All' },
  { value: 'new', label: 'New' },
  { value: 'read', label: 'Read' },
  { value: 'handled', label: 'Handled' },
];

const FORM_OPTIONS = [
  { value: 'all', label: 'All forms' },
  ...FORM_NAMES.map((form) => ({ value: form, label: FORM_LABELS[form] })),
];

interface InboxToolbarProps {
  state: InboxState;
  update: (next: InboxState) => void;
}

export function InboxToolbar({ state, update }: InboxToolbarProps) {
  const set = (patch: Partial<InboxState>) => update({ ...state, ...patch, page: 1 });
  return (
    <>
      <SegmentedControl
        aria-label="Status"
        value={state.status ?? 'all'}
        onChange={(value) => set({ status: value === 'all' ? null : (value as SubmissionStatus) })}
        data={STATUS_TABS}
        w="fit-content"
      />
      <Group align="flex-end" gap="sm">
        <Select
          label="Form"
          data={FORM_OPTIONS}
          value={state.form ?? 'all'}
          onChange={(value) => set({ form: !value || value === 'all' ? null : (value as FormName) })}
          allowDeselect={false}
          w={{ base: '100%', sm: 200 }}
        />
        <Group gap="xs" align="flex-end" role="group" aria-label="Received between">
          <DayBoundInput
            label="Received from"
            value={state.from}
            max={state.to ?? undefined}
            onCommit={(from) => set({ from })}
          />
          <DayBoundInput
            label="Received until"
            value={state.to}
            min={state.from ?? undefined}
            onCommit={(to) => set({ to })}
          />
        </Group>
        {isInboxFiltered(state) ? (
          <Button
            variant="subtle"
            leftSection={<IconFilterOff size={16} aria-hidden="true" />}
            onClick={() => update(withoutFilters(state))}
          >
            Clear filters
          </Button>
        ) : null}
      </Group>
    </>
  );
}
