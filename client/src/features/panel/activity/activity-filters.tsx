/**
 * The Activity screen's filters: person (everyone in the log, deleted accounts too), type,
 * action, site (when the viewer has more than one) and a day range; each change lands in the
 * address. "Clear filters" when any is set.
 */
import { Button, Group, Select } from '@mantine/core';
import { AUDIT_ACTION_IDS, AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from '#shared/audit.ts';
import type { AuditPeopleAnswer } from '#shared/schemas/audit.ts';
import type { StaffDomain } from '../shell/staff-account.ts';
import { DayBoundInput } from '../ui/day-bound-input.tsx';
import { type ActivityState, isActivityFiltered } from './activity-state.ts';

const TYPE_OPTIONS = Object.entries(AUDIT_ENTITY_TYPES).map(([value, label]) => ({ value, label }));
const ACTION_OPTIONS = AUDIT_ACTION_IDS.map((id) => ({ value: id, label: AUDIT_ACTIONS[id].label }));

interface ActivityFiltersProps {
  state: ActivityState;
  update: (patch: Partial<ActivityState>) => void;
  people: AuditPeopleAnswer['data'];
  sites: readonly StaffDomain[];
}

const idOrNull = (value: string | null) => (value ? Number(value) : null);

/** An option for a value of the address the list does not know (a person since gone from it). */
function withCurrent(options: { value: string; label: string }[], value: string | null) {
  return value && !options.some((o) => o.value === value) ? [...options, { value, label: value }] : options;
}

export function ActivityFilters({ state, update, people, sites }: ActivityFiltersProps) {
  const personOptions = people.map((p) => ({
    value: String(p.id),
    label: p.name ? `${p.name} (${p.email})` : p.email,
  }));
  const user = state.user === null ? null : String(state.user);
  const site = state.site === null ? null : String(state.site);
  const width = { base: '48%', sm: 200 };
  return (
    <Group align="flex-end" gap="sm" role="search" aria-label="Filter the activity">
      <Select
        label="Person"
        placeholder="Anyone"
        data={withCurrent(personOptions, user)}
        value={user}
        onChange={(value) => update({ user: idOrNull(value) })}
        searchable
        clearable
        w={width}
      />
      <Select
        label="Type"
        placeholder="Any type"
        data={withCurrent(TYPE_OPTIONS, state.type)}
        value={state.type}
        onChange={(value) => update({ type: value })}
        clearable
        w={width}
      />
      <Select
        label="Action"
        placeholder="Any action"
        data={ACTION_OPTIONS}
        value={state.action}
        onChange={(value) => update({ action: value })}
        searchable
        clearable
        w={width}
      />
      {sites.length > 1 ? (
        <Select
          label="Site"
          placeholder="Every site"
          data={withCurrent(
            sites.map((d) => ({ value: String(d.id), label: d.name ?? d.host })),
            site,
          )}
          value={site}
          onChange={(value) => update({ site: idOrNull(value) })}
          clearable
          w={width}
        />
      ) : null}
      <DayBoundInput
        label="From"
        value={state.from}
        max={state.to ?? undefined}
        onCommit={(from) => update({ from })}
      />
      <DayBoundInput
        label="To"
        value={state.to}
        min={state.from ?? undefined}
        onCommit={(to) => update({ to })}
      />
      {isActivityFiltered(state) ? (
        <Button
          variant="subtle"
          onClick={() => update({ user: null, type: null, action: null, site: null, from: null, to: null })}
        >
          Clear filters
        </Button>
      ) : null}
    </Group>
  );
}
