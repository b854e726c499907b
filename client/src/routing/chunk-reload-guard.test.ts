import { beforeEach, describe, expect, it } from 'vitest';
import { isStaleChunkError, mayReloadForStaleChunk } from './chunk-reload-guard.ts';

describe('chunk-reload guard (docs/product.md#states, 10 s per path)', () => {
  beforeEach(() => sessionStorage.clear());

  it('allows one reload per path per 10 seconds', () => {
    expect(mayReloadForStaleChunk('/members', sessionStorage, 1_000_000)).toBe(true);
    expect(mayReloadForStaleChunk('/members', sessionStorage, 1_005_000)).toBe(false);
    expect(mayReloadForStaleChunk('/members', sessionStorage, 1_009_999)).toBe(false);
    expect(mayReloadForStaleChunk('/about', sessionStorage, 1_009_999)).toBe(true);
    expect(mayReloadForStaleChunk('/members', sessionStorage, 1_010_000)).toBe(true);
  });

  it('recognises the errors of a missing chunk', () => {
    expect(
      isStaleChunkError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toBe(true);
    expect(isStaleChunkError(new Error('Importing a module script failed.'))).toBe(true);
    expect(isStaleChunkError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isStaleChunkError('nope')).toBe(false);
  });
});
