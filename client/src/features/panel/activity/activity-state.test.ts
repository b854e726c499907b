import { describe, expect, it } from 'vitest';
import {
  activityListPath,
  isActivityFiltered,
  readActivityState,
  writeActivityState,
} from './activity-state.ts';

describe('activity state in the address', () => {
  it('starts unfiltered on the first page', () => {
    const state = readActivityState(new URLSearchParams());
    expect(state).toEqual({
      user: null,
      type: null,
      action: null,
      site: null,
      from: null,
      to: null,
      page: 1,
      pageSize: 25,
    });
    expect(isActivityFiltered(state)).toBe(false);
    expect(writeActivityState(state).toString()).toBe('');
  });

  it('reads what it wrote, and drops what is not valid', () => {
    const params = new URLSearchParams(
      'user=3&type=options&action=publish&site=2&from=2026-11-01&to=2026-11-23&page=2&size=50',
    );
    const state = readActivityState(params);
    expect(state).toMatchObject({
      user: 3,
      type: 'options',
      action: 'publish',
      site: 2,
      page: 2,
      pageSize: 50,
    });
    expect(writeActivityState(state).toString()).toBe(params.toString());
    expect(
      readActivityState(
        new URLSearchParams('user=x&type=Posts%25&action=dance&from=2026-02-30&size=7&page=-1'),
      ),
    ).toMatchObject({ user: null, type: null, action: null, from: null, page: 1, pageSize: 25 });
  });

  it('asks the API for the page and the whole days, as UTC instants', () => {
    const state = readActivityState(
      new URLSearchParams('user=3&type=posts&from=2026-11-01&to=2026-11-02&page=3&size=10'),
    );
    const query = new URL(activityListPath(state), 'http://x').searchParams;
    expect(query.get('user')).toBe('3');
    expect(query.get('type')).toBe('posts');
    expect(query.get('limit')).toBe('10');
    expect(query.get('offset')).toBe('20');
    const start = new Date(`${query.get('startDate')?.replace(' ', 'T')}Z`);
    const end = new Date(`${query.get('endDate')?.replace(' ', 'T')}Z`);
    expect(start.getTime()).toBe(new Date(2026, 10, 1).getTime());
    expect(end.getTime()).toBe(new Date(2026, 10, 2, 23, 59, 59).getTime());
  });
});
