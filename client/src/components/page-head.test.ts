import { describe, expect, it } from 'vitest';
import { robotsContent } from './page-head.tsx';

describe('robots meta from no_index / no_follow', () => {
  it('says nothing for an indexable page and spells out each refusal', () => {
    expect(robotsContent(false, false)).toBeUndefined();
    expect(robotsContent(true, false)).toBe('noindex, follow');
    expect(robotsContent(false, true)).toBe('index, nofollow');
    expect(robotsContent(true, true)).toBe('noindex, nofollow');
  });
});
