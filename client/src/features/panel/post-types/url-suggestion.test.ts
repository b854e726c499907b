import { describe, expect, it } from 'vitest';
import { normalizeUrl, slugify, suggestUrl } from './url-suggestion.ts';

const API_URL_PATTERN = /^\/([a-z0-9][a-z0-9\-_]*(\/[a-z0-9][a-z0-9\-_]*)*)?$/;

describe('url suggestion', () => {
  it('makes a slug the API accepts from any title', () => {
    expect(slugify('Crème Brûlée & Co.!')).toBe('creme-brulee-and-co');
    expect(suggestUrl('/members/', 'Taco Loco')).toBe('/members/taco-loco');
    expect(suggestUrl('/', 'About us')).toBe('/about-us');
    for (const title of ['  Ça va?  ', '---x---', 'Ünïcödé Street Food 2024']) {
      expect(suggestUrl('/blog/', title)).toMatch(API_URL_PATTERN);
    }
  });

  it('offers nothing for a title without letters or digits', () => {
    expect(suggestUrl('/members/', '')).toBe('');
    expect(suggestUrl('/members/', '!!!')).toBe('');
  });

  it('cleans a typed url', () => {
    expect(normalizeUrl(' About Us/ ')).toBe('/about-us');
    expect(normalizeUrl('/')).toBe('/');
    expect(normalizeUrl('')).toBe('');
  });
});
