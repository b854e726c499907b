import { describe, expect, it } from 'vitest';
import { linkAddressProblem } from './link-address-problem.ts';

describe('the rich-text link box’s check of an address', () => {
  it('takes web, mail and phone addresses, paths and anchors of the site, and nothing (no link)', () => {
    for (const address of [
      'https://tacos.example/menu',
      'http://x.test',
      'mailto:a@b.test',
      'tel:+15550100',
      '/menu',
      '#hours',
      '',
    ]) {
      expect(linkAddressProblem(address), address).toBeUndefined();
    }
  });

  it('says why a javascript: link is refused, also written the ways browsers still run', () => {
    for (const address of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' java\tscript:alert(1)',
      'vbscript:x',
    ]) {
      expect(linkAddressProblem(address), address).toMatch(
        /link is not allowed: it would run code in the visitor’s browser/,
      );
    }
  });

  it('names any other scheme the site does not follow', () => {
    expect(linkAddressProblem('data:text/html,hi')).toMatch(
      /^A data: link is not allowed: the site opens only web, mail and phone links/,
    );
    expect(linkAddressProblem('ftp://files.test')).toMatch(/^A ftp: link is not allowed/);
  });
});
