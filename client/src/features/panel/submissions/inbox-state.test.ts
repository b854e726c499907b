import { describe, expect, it } from 'vitest';
import {
  inboxExportPath,
  inboxListPath,
  isInboxFiltered,
  readInboxState,
  withoutFilters,
  writeInboxState,
} from './inbox-state.ts';

const read = (query: string) => readInboxState(new URLSearchParams(query));

describe('the inbox state in the address', () => {
  it('reads the defaults from an empty address, and writes nothing for them', () => {
    const state = read('');
    expect(state).toEqual({
      form: null,
      status: null,
      from: null,
      to: null,
      page: 1,
      pageSize: 25,
      open: null,
    });
    expect(writeInboxState(state).toString()).toBe('');
    expect(isInboxFiltered(state)).toBe(false);
  });

  it('keeps what it knows and drops the rest', () => {
    const state = read('form=catering&status=new&from=2026-03-01&to=2026-03-31&page=2&size=50&open=12');
    expect(state).toEqual({
      form: 'catering',
      status: 'new',
      from: '2026-03-01',
      to: '2026-03-31',
      page: 2,
      pageSize: 50,
      open: 12,
    });
    expect(writeInboxState(state).toString()).toBe(
      'form=catering&status=new&from=2026-03-01&to=2026-03-31&page=2&size=50&open=12',
    );
    expect(read('form=payroll&status=archived&from=2026-02-30&page=-1&size=7&open=x')).toEqual(read(''));
  });

  it('asks the API for the filter page, day bounds of docs/product.md#lists-and-dates included', () => {
    const state = read('form=join&status=handled&from=2026-03-01&to=2026-03-31&page=3&size=10');
    const params = new URL(inboxListPath(state), 'http://x').searchParams;
    expect(Object.fromEntries(params)).toEqual({
      form: 'join',
      status: 'handled',
      startDate: '2026-03-01 00:00:00',
      endDate: '2026-03-31 23:59:59',
      limit: '10',
      offset: '20',
    });
    expect(inboxListPath(read(''))).toBe('/api/submissions?limit=25&offset=0');
  });

  it('exports every page of the same filter, and only it', () => {
    const state = read('form=catering&to=2026-04-30&page=4&open=3');
    expect(inboxExportPath(state)).toBe(
      '/api/submissions?form=catering&endDate=2026-04-30+23%3A59%3A59&format=csv',
    );
    expect(inboxExportPath(read(''))).toBe('/api/submissions?format=csv');
  });

  it('clears the filters but keeps the page size and the open submission', () => {
    const cleared = withoutFilters(read('form=catering&status=read&from=2026-01-01&page=3&size=50&open=9'));
    expect(cleared).toEqual({
      form: null,
      status: null,
      from: null,
      to: null,
      page: 1,
      pageSize: 50,
      open: 9,
    });
    expect(isInboxFiltered(read('status=new'))).toBe(true);
  });
});
