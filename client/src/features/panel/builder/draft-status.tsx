/**
 * What the autosave is doing, in words, announced politely to screen readers, and where the page
 * stands against the site (docs/decisions/034): whether the draft is live, waits for a publish or
 * goes live at its publish time.
 */
import { Text } from '@mantine/core';
import { format } from 'date-fns';
import type { DraftState } from './draft-saver.ts';

/** Where the builder's page stands against the site. */
export interface LiveFacts {
  /** a draft is kept that the site does not show */
  hasDraft: boolean;
  /** the post is published */
  published: boolean;
  /** when the scheduler publishes it (and its draft), in the site's time zone, or none */
  publishesAt: string | undefined;
}

const NOTHING_WAITING: LiveFacts = { hasDraft: false, published: true, publishesAt: undefined };

function liveText({ hasDraft, published, publishesAt }: LiveFacts): string {
  if (publishesAt) return `publishes ${publishesAt}`;
  if (hasDraft || !published) return 'not published';
  return 'same as the site';
}

export function draftStatusText(state: DraftState, live: LiveFacts = NOTHING_WAITING): string {
  switch (state.kind) {
    case 'saved': {
      const saved = live.hasDraft
        ? `Draft saved${state.at ? ` at ${format(new Date(`${state.at.replace(' ', 'T')}Z`), 'HH:mm')}` : ''}`
        : 'Saved';
      return `${saved} · ${liveText(live)}`;
    }
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

export function DraftStatus({ state, live }: { state: DraftState; live: LiveFacts }) {
  const color = state.kind === 'refused' ? 'red' : state.kind === 'offline' ? 'orange' : 'dimmed';
  return (
    <Text
      size="sm"
      c={color}
      role="status"
      aria-live="polite"
      data-draft-state={state.kind}
      data-draft-live={live.hasDraft ? 'waiting' : 'live'}
      title={state.kind === 'offline' ? 'Retried until the server has it' : undefined}
      style={{ whiteSpace: 'nowrap' }}
    >
      {draftStatusText(state, live)}
    </Text>
  );
}
