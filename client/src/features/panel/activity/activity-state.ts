/**
 * The Activity screen's filters, kept in the address as the list screens keep theirs
 * (collections/list-state.ts: the same day format, page sizes and "defaults left out"): person,
 * type, action, site, a day range, page and page size. How a state becomes the API's query.
 */
import { endOfDay, parse, startOfDay } from 'date-fns';
import { API } from '#shared/api-paths.ts';
import { isAuditAction } from '#shared/audit.ts';
import { validDay } from '../collections/list-state.ts';
import { positiveParam, readListPaging, writeListPaging } from '../ui/list-paging.ts';

export interface ActivityState {
  user: number | null;
  /** an entity type: `posts`, `options`… */
  type: string | null;
  action: string | null;
  site: number | null;
  /** `y-MM-dd` days of the range filter, in the viewer's time zone */
  from: string | null;
  to: string | null;
  /** 1-based */
  page: number;
  pageSize: number;
}

const TYPE = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

export function readActivityState(params: URLSearchParams): ActivityState {
  const type = params.get('type');
  const action = params.get('action');
  return {
    user: positiveParam(params.get('user')),
    type: type && TYPE.test(type) ? type : null,
    action: action && isAuditAction(action) ? action : null,
    site: positiveParam(params.get('site')),
    from: validDay(params.get('from')),
    to: validDay(params.get('to')),
    ...readListPaging(params),
  };
}

/** The person, type, action and site filters, named alike in the address and the API's query. */
function filterParams(state: ActivityState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.user !== null) params.set('user', String(state.user));
  if (state.type) params.set('type', state.type);
  if (state.action) params.set('action', state.action);
  if (state.site !== null) params.set('site', String(state.site));
  return params;
}

export function writeActivityState(state: ActivityState): URLSearchParams {
  const params = filterParams(state);
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  writeListPaging(params, state);
  return params;
}

/** The API's UTC `YYYY-MM-DD HH:MM:SS` of a local instant. */
function utcTimestamp(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/** `GET /api/audit?…` for a state: the days from the start of the first to the end of the last, local time. */
export function activityListPath(state: ActivityState): string {
  const query = filterParams(state);
  if (state.from) query.set('startDate', utcTimestamp(startOfDay(parse(state.from, 'y-MM-dd', new Date()))));
  if (state.to) query.set('endDate', utcTimestamp(endOfDay(parse(state.to, 'y-MM-dd', new Date()))));
  query.set('limit', String(state.pageSize));
  query.set('offset', String((state.page - 1) * state.pageSize));
  return `${API.audit}?${query}`;
}

export function isActivityFiltered(state: ActivityState): boolean {
  return [state.user, state.type, state.action, state.site, state.from, state.to].some((v) => v !== null);
}
