import { describe, expect, it } from 'vitest';
import {
  changedMediaLibraryState,
  mediaLibraryParams,
  readMediaLibraryState,
} from './media-library-state.ts';

const read = (query: string) => readMediaLibraryState(new URLSearchParams(query));

describe('the media library screen’s address', () => {
  it('reads defaults from an empty address and leaves them out again', () => {
    const state = read('');
    expect(state).toEqual({
      text: '',
      type: null,
      missingAlt: false,
      view: 'grid',
      page: 1,
      pageSize: 25,
      item: null,
    });
    expect(mediaLibraryParams(state).toString()).toBe('');
  });

  it('round-trips every setting', () => {
    const query = 'q=truck&type=png&alt=missing&view=list&page=3&size=50&item=12';
    expect(mediaLibraryParams(read(query)).toString()).toBe(query);
  });

  it('ignores what it does not know', () => {
    expect(read('type=exe&view=table&page=-2&size=7&item=abc&alt=yes')).toEqual(read(''));
  });

  it('starts a new filter or page size on the first page, keeps the page for the rest', () => {
    const state = read('page=4&view=list');
    expect(changedMediaLibraryState(state, { text: 'logo' }).page).toBe(1);
    expect(changedMediaLibraryState(state, { type: 'jpeg' }).page).toBe(1);
    expect(changedMediaLibraryState(state, { missingAlt: true }).page).toBe(1);
    expect(changedMediaLibraryState(state, { pageSize: 100 }).page).toBe(1);
    expect(changedMediaLibraryState(state, { item: 9 })).toMatchObject({ page: 4, item: 9 });
    expect(changedMediaLibraryState(state, { view: 'grid' }).page).toBe(4);
    expect(changedMediaLibraryState(state, { text: '' }).page).toBe(4);
  });
});
