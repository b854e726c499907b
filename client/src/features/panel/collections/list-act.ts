/**
 * A row action of a collection's list (publish, trash, restore, delete, move): the request, its
 * toast, and what it changes in the cache (docs/decisions/040). The view shown is read again; the
 * list's other views (the trash, other filters and pages) were read before the change: their
 * answers are dropped (and their reads' deduping with them), so they are read again when shown.
 * Kept, a view read within SWR's deduping interval came back as it was (a post just trashed
 * missing from the trash).
 */
import { useCallback } from 'react';
import { useApiAction } from '../../../staff/api-action.ts';
import { useCacheUpdates } from '../shell/panel-reads.ts';
import type { ListRow, ListSource } from './list-source.ts';
import type { ListState } from './list-state.ts';

export type ListAct = (request: () => Promise<unknown>, success: string) => Promise<void>;

export function useListAct<Row extends ListRow, Answer>(
  source: ListSource<Row, Answer>,
  state: ListState,
): ListAct {
  const run = useApiAction();
  const { stale, clear } = useCacheUpdates();
  const current = source.key(state);
  const isListKey = source.isListKey;
  return useCallback(
    async (request, success) => {
      await run(request, { success });
      await clear((key) => typeof key === 'string' && key !== current && isListKey(key));
      await stale(current);
    },
    [run, clear, stale, current, isListKey],
  );
}
