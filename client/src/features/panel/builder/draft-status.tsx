/** What the autosave is doing, in words, announced politely to screen readers. */
import { Text } from '@mantine/core';
import { format } from 'date-fns';
import type { DraftState } from './draft-saver.ts';

export function draftStatusText(state: DraftState): string {
  switch (state.kind) {
    case 'saved':
      return state.at
        ? `Draft saved at ${format(new Date(`${state.at.replace(' ', 'T')}Z`), 'HH:mm')}`
        : 'All changes saved';
    case 'pending':
      return 'Unsaved changes';
    case 'saving':
      return 'Saving…';
    case 'offline':
      return 'Offline: kept in this browser';
    case 'refused':
      return `Not saved: ${state.message}`;
  }
}

export function DraftStatus({ state }: { state: DraftState }) {
  const color = state.kind === 'refused' ? 'red' : state.kind === 'offline' ? 'orange' : 'dimmed';
  return (
    <Text
      size="sm"
      c={color}
      role="status"
      aria-live="polite"
      data-draft-state={state.kind}
      title={state.kind === 'offline' ? 'Retried until the server has it' : undefined}
      style={{ whiteSpace: 'nowrap' }}
    >
      {draftStatusText(state)}
    </Text>
  );
}
