import { describe, expect, it } from 'vitest';
import { errorSubtitle, GENERIC_ERROR_SUBTITLE } from './error-page.tsx';

describe('error page subtitle (docs/product.md#errors)', () => {
  it('shows the configured subtitle for 404 and SOMETHING WENT WRONG. otherwise', () => {
    expect(errorSubtitle(404, 'This truck has moved on.')).toBe('This truck has moved on.');
    expect(errorSubtitle(500, 'This truck has moved on.')).toBe('SOMETHING WENT WRONG.');
    expect(errorSubtitle(502, 'x')).toBe(GENERIC_ERROR_SUBTITLE);
  });
});
