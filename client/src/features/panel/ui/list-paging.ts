/**
 * A list's page and page size as the address keeps them (`page`, `size`), for the lists whose
 * state lives in the address (media, submissions, activity): a missing or wrong value reads as the
 * first page and the default size, and the defaults are left out of the address.
 */
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../collections/list-state.ts';

export interface ListPaging {
  /** 1-based */
  page: number;
  pageSize: number;
}

/** A positive whole number of the address (a page, an id), else null. */
export function positiveParam(value: string | null): number | null {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
}

export function readListPaging(params: URLSearchParams): ListPaging {
  const size = Number(params.get('size'));
  return {
    page: positiveParam(params.get('page')) ?? 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** Adds the paging to an address's parameters, after what is there (defaults left out). */
export function writeListPaging(params: URLSearchParams, paging: ListPaging): void {
  if (paging.page > 1) params.set('page', String(paging.page));
  if (paging.pageSize !== DEFAULT_PAGE_SIZE) params.set('size', String(paging.pageSize));
}
