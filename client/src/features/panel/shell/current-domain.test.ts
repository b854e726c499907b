import { describe, expect, it } from 'vitest';
import { currentDomain } from './current-domain.ts';

describe('current domain', () => {
  const domains = [
    { id: 1, host: 'localhost' },
    { id: 2, host: 'tacos.localhost' },
  ];
  it('prefers the session’s domain, then the one switched to, then the page’s host, then the first', () => {
    expect(currentDomain(domains, 'tacos.localhost', 'localhost')?.id).toBe(2);
    expect(currentDomain(domains, null, 'tacos.localhost')?.id).toBe(2);
    expect(currentDomain(domains, 'gone.localhost', 'elsewhere')?.id).toBe(1);
    expect(currentDomain([], null, 'x')).toBeUndefined();
    expect(currentDomain(domains, 'tacos.localhost', 'tacos.localhost', 1)?.id).toBe(1);
  });
});
