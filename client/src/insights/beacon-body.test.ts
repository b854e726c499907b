import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { InsightBeaconSchema } from '#shared/schemas/insight-beacon.ts';
import { pageViewBeacon, referrerHost, vitalsBeacon } from './beacon-body.ts';
import { trackingRefused } from './privacy-signals.ts';

describe('a page view beacon', () => {
  it('says the path, the host the visitor came from and the width, and fits the BFF schema', () => {
    const beacon = pageViewBeacon('/members/taco-loco', 'www.example.org', 390.4);
    expect(beacon).toEqual({ path: '/members/taco-loco', referrer: 'www.example.org', width: 390 });
    expect(Value.Check(InsightBeaconSchema, beacon)).toBe(true);
  });

  it('has no referrer when the visitor came from nowhere', () => {
    expect(pageViewBeacon('/', undefined, 1280)).toEqual({ path: '/', width: 1280 });
  });

  it('keeps a path within the schema: spaces out, cut at its longest', () => {
    const long = `/${'a'.repeat(600)}`;
    const beacon = pageViewBeacon(long, undefined, 800);
    expect(Value.Check(InsightBeaconSchema, beacon)).toBe(true);
    expect(Value.Check(InsightBeaconSchema, pageViewBeacon('/a b', undefined, 800))).toBe(true);
  });

  it('carries the vitals on the page-hidden beacon', () => {
    const beacon = vitalsBeacon('/blog', 390, { lcp: 1834.2, cls: 0.04, ttfb: 120 });
    expect(beacon).toEqual({ path: '/blog', width: 390, vitals: { lcp: 1834.2, cls: 0.04, ttfb: 120 } });
    expect(Value.Check(InsightBeaconSchema, beacon)).toBe(true);
  });
});

describe('the referrer', () => {
  it('is only the host of a web page', () => {
    expect(referrerHost('https://news.example.com/a/b?q=secret#x')).toBe('news.example.com');
    expect(referrerHost('http://localhost:3000/members')).toBe('localhost:3000');
  });

  it('is none for an empty, unreadable or non-web referrer', () => {
    expect(referrerHost('')).toBeUndefined();
    expect(referrerHost('not a url')).toBeUndefined();
    expect(referrerHost('android-app://com.example/')).toBeUndefined();
  });
});

describe("a visitor's wish not to be tracked", () => {
  it('is Global Privacy Control or Do Not Track', () => {
    expect(trackingRefused({ globalPrivacyControl: true })).toBe(true);
    expect(trackingRefused({ doNotTrack: '1' })).toBe(true);
    expect(trackingRefused({ globalPrivacyControl: false, doNotTrack: '0' })).toBe(false);
    expect(trackingRefused({ doNotTrack: null })).toBe(false);
  });
});
