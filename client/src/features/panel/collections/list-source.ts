/**
 * Where a list screen gets its rows and how its row actions reach the API: the one part of a
 * collection's list that is not declared in shared/ (posts: post-types/post-list-source.ts;
 * users, submissions and media bring their own).
 */
import type { RowAction } from '#shared/collections/collection.ts';
import type { ListState } from './list-state.ts';

export interface ListRow {
  id: number;
}

/** The requests behind the row actions; a declared action needs its request here. */
export interface RowRequests<Row extends ListRow> {
  togglePublished?: {
    isPublished: (row: Row) => boolean;
    set: (row: Row, published: boolean) => Promise<unknown>;
  };
  trash?: (row: Row) => Promise<unknown>;
  restore?: (row: Row) => Promise<unknown>;
  deleteForever?: (row: Row) => Promise<unknown>;
}

export interface ListSource<Row extends ListRow, Answer = unknown> {
  /** the SWR key (a GET path) of the answer for a state */
  key: (state: ListState) => string;
  /**
   * whether an SWR key is an answer of this list in any state (other filters and pages, the
   * trash): after a row action those are dropped, so no view shows what was read before it
   */
  isListKey: (key: string) => boolean;
  /** the rows to show and the total for the pager */
  rows: (answer: Answer, state: ListState) => { rows: Row[]; total: number };
  /** the addresses the list links to */
  hrefs: {
    create: string;
    /** per row action that is a link (`edit`, `build`) */
    row: Partial<Record<Extract<RowAction, 'edit' | 'build'>, (row: Row) => string>> & {
      edit: (row: Row) => string;
    };
  };
  requests: RowRequests<Row>;
  /** saves a row's new place in the manual order */
  move?: (row: Row, position: number) => Promise<unknown>;
}
