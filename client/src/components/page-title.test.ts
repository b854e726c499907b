import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-title.ts';

describe('page title template', () => {
  it('fills %s | {site name}', () => {
    expect(pageTitle('Members', 'Taco Row')).toBe('Members | Taco Row');
    expect(pageTitle('  About us ', 'Taco Row')).toBe('About us | Taco Row');
  });
  it('shows only what it has', () => {
    expect(pageTitle('', 'Taco Row')).toBe('Taco Row');
    expect(pageTitle('Taco Row', 'Taco Row')).toBe('Taco Row');
    expect(pageTitle('Members', '')).toBe('Members');
    expect(pageTitle(undefined, undefined)).toBe('');
  });
});
