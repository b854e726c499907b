/**
 * The toolbar of a collection's list, with the filters it declares (`list.filters`): the status
 * and trash tabs, the text filter (debounced into the address), the created-between day range and
 * the sort menu.
 */
import { Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { CollectionList, ListFilter, SortDirection } from '#shared/collections/collection.ts';
import { DayBoundInput } from '../ui/day-bound-input.tsx';
import type { ListState, StatusFilter } from './list-state.ts';

interface ListToolbarProps {
  list: CollectionList;
  state: ListState;
  update: (patch: Partial<ListState>) => void;
}

const VIEW_OPTIONS: { value: string; label: string; filter: ListFilter }[] = [
  { value: 'all', label: 'All', filter: 'status' },
  { value: 'draft', label: 'Drafts', filter: 'status' },
  { value: 'published', label: 'Published', filter: 'status' },
  { value: 'trash', label: 'Trash', filter: 'trash' },
];

/** The tabs of the declared status and trash filters ("All" whenever there is a tab). */
function viewOptions(filters: readonly ListFilter[]) {
  const options = VIEW_OPTIONS.filter((o) => o.value === 'all' || filters.includes(o.filter));
  return options.length > 1 ? options.map(({ value, label }) => ({ value, label })) : [];
}

/** "Title or address": the labels of the searched fields' columns, else their names. */
function searchPlaceholder(list: CollectionList): string {
  const names = list.search.map(
    (field) => list.columns.find((c) => c.field === field)?.label.toLowerCase() ?? field,
  );
  const text = names.join(' or ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function sortOptions(list: CollectionList, state: ListState) {
  const value = `${state.sort.by}:${state.sort.dir}`;
  const options = list.sortOptions.map((o) => ({ value: `${o.sort.by}:${o.sort.dir}`, label: o.label }));
  if (!options.some((o) => o.value === value)) {
    options.push({ value, label: `${state.sort.by} ${state.sort.dir}` });
  }
  return { value, options };
}

export function ListToolbar({ list, state, update }: ListToolbarProps) {
  const [text, setText] = useState(state.text);
  const pushText = useDebouncedCallback((value: string) => update({ text: value }), 300);
  const has = (filter: ListFilter) => list.filters.includes(filter);
  const views = viewOptions(list.filters);
  const view = state.trash ? 'trash' : state.status;
  const setView = (value: string) =>
    value === 'trash'
      ? update({ trash: true, status: 'all' })
      : update({ trash: false, status: value as StatusFilter });
  const sort = sortOptions(list, state);

  return (
    <>
      {views.length > 0 ? (
        <SegmentedControl value={view} onChange={setView} data={views} aria-label="Show" w="fit-content" />
      ) : null}
      <Group align="flex-end" gap="sm">
        {has('text') ? (
          <TextInput
            label="Filter"
            placeholder={searchPlaceholder(list)}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value);
              pushText(e.currentTarget.value);
            }}
            w={{ base: '100%', sm: 240 }}
          />
        ) : null}
        {has('createdRange') ? (
          <Group gap="xs" align="flex-end" role="group" aria-label="Created between">
            <DayBoundInput
              label="Created from"
              value={state.from}
              max={state.to ?? undefined}
              onCommit={(from) => update({ from })}
            />
            <DayBoundInput
              label="Created until"
              value={state.to}
              min={state.from ?? undefined}
              onCommit={(to) => update({ to })}
            />
          </Group>
        ) : null}
        {has('sort') ? (
          <Select
            label="Sort"
            data={sort.options}
            value={sort.value}
            onChange={(value) => {
              if (!value) return;
              const [by = '', dir] = value.split(':') as [string, SortDirection];
              update({ sort: { by, dir } });
            }}
            allowDeselect={false}
            w={{ base: '100%', sm: 190 }}
          />
        ) : null}
      </Group>
    </>
  );
}
