import { describe, expect, it } from 'vitest';
import { BUILD_ID, buildIdLabel } from './build-info.ts';

describe('build info', () => {
  it('labels the build with the id compiled into the bundle', () => {
    expect(BUILD_ID).toMatch(/^\d{14,}-[0-9a-f]{8}$|^[\w.-]+$/);
    expect(buildIdLabel()).toBe(`Build ${BUILD_ID}`);
  });
});
