/**
 * The state of the submissions inbox, kept in the address (a reload or a shared link shows the
 * same list, and the mail's link opens one submission): form, status, received-between days,
 * page, page size and the submission open in the side panel. How a state becomes the list call and
 * the CSV export of the same filter.
 */
import { API } from '#shared/api-paths.ts';
import {
  FORM_NAMES,
  type FormName,
  SUBMISSION_STATUSES,
  type SubmissionStatus,
} from '#shared/form-fields.ts';
import { dateRangeParams, validDay } from '../collections/list-state.ts';
import { positiveParam, readListPaging, writeListPaging } from '../ui/list-paging.ts';

export interface InboxState {
  form: FormName | null;
  status: SubmissionStatus | null;
  /** `y-MM-dd` days of the received-between filter */
  from: string | null;
  to: string | null;
  /** 1-based */
  page: number;
  pageSize: number;
  /** the submission shown in the side panel */
  open: number | null;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

export function readInboxState(params: URLSearchParams): InboxState {
  return {
    form: oneOf(FORM_NAMES, params.get('form')),
    status: oneOf(SUBMISSION_STATUSES, params.get('status')),
    from: validDay(params.get('from')),
    to: validDay(params.get('to')),
    ...readListPaging(params),
    open: positiveParam(params.get('open')),
  };
}

/** The address parameters of a state; defaults are left out to keep addresses short. */
export function writeInboxState(state: InboxState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.form) params.set('form', state.form);
  if (state.status) params.set('status', state.status);
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  writeListPaging(params, state);
  if (state.open !== null) params.set('open', String(state.open));
  return params;
}

/**
 * The filter's part of the API query (form, status, startDate/endDate of docs/product.md#lists-and-dates).
 */
function filterParams(state: InboxState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.form) params.set('form', state.form);
  if (state.status) params.set('status', state.status);
  const { startDate, endDate } = dateRangeParams(state.from, state.to);
  if (startDate) params.set('startDate', startDate);
  if (endDate) params.set('endDate', endDate);
  return params;
}

/** `GET /api/submissions` for the page the state shows (also the list's SWR key). */
export function inboxListPath(state: InboxState): string {
  const params = filterParams(state);
  params.set('limit', String(state.pageSize));
  params.set('offset', String((state.page - 1) * state.pageSize));
  return `${API.submissions}?${params}`;
}

/** The CSV export of every submission of the state's filter (all pages). */
export function inboxExportPath(state: InboxState): string {
  const params = filterParams(state);
  params.set('format', 'csv');
  return `${API.submissions}?${params}`;
}

/** Whether any filter narrows the list (for the empty-list text and "Clear filters"). */
export function isInboxFiltered(state: InboxState): boolean {
  return state.form !== null || state.status !== null || state.from !== null || state.to !== null;
}

/** The state with every filter cleared (the page size and open submission stay). */
export function withoutFilters(state: InboxState): InboxState {
  return { ...state, form: null, status: null, from: null, to: null, page: 1 };
}
