import { describe, expect, it } from 'vitest';
import { BUILD_ID, buildIdLabel } from './build-info.ts';

/** The id client/vite.config.ts compiled into this bundle (it passes the same value to the tests). */
const COMPILED_ID = process.env.EXPECTED_BUILD_ID;

describe('build info', () => {
  it('labels the build with the id the build config compiles in, never the "dev" fallback', () => {
    expect(COMPILED_ID).toBeTruthy();
    expect(BUILD_ID).toBe(COMPILED_ID);
    expect(BUILD_ID).not.toBe('dev');
    expect(buildIdLabel()).toBe(`Build ${COMPILED_ID}`);
  });

  it('is a new id per build (time and a random part), unless BUILD_ID sets one', () => {
    if (process.env.BUILD_ID) expect(BUILD_ID).toBe(process.env.BUILD_ID);
    else expect(BUILD_ID).toMatch(/^\d{17}-[0-9a-f]{8}$/);
  });
});
