import { describe, expect, it } from 'vitest';
import {
  AA_CONTRAST,
  contrastChecks,
  contrastRatio,
  formatRatio,
  mixOklab,
  readableTextOn,
  relativeLuminance,
  sitePalette,
} from './color-contrast.ts';
import { SITE_DEFAULT_COLORS } from './colors-form.ts';

const DEMO = { 1: '#e4572e', 2: '#17bebb', 4: '#e4572e', 5: '#17bebb', 7: '#1f2933' } as const;

describe('WCAG relative luminance and contrast', () => {
  it('spans black to white and ranks 21:1 at most', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
    expect(relativeLuminance('#FF0000')).toBeCloseTo(0.2126, 4);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 10);
    expect(contrastRatio('#336699', '#336699')).toBe(1);
  });

  it('puts the AA line between #767676 and #777777 on white', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(AA_CONTRAST);
    expect(formatRatio(contrastRatio('#777777', '#ffffff'))).toBe('4.4:1');
    expect(formatRatio(21)).toBe('21:1');
  });
});

describe('the colours the site derives with color-mix(in oklab, …)', () => {
  it('matches what Chromium paints', () => {
    // measured in Chromium: the canvas pixel of `color-mix(in oklab, a p%, b)`
    expect(mixOklab('#e4572e', '#000000', 0.72)).toBe('#92351a');
    expect(mixOklab('#17bebb', '#ffffff', 0.55)).toBe('#9adcd9');
    expect(mixOklab('#ffffff', '#000000', 0.5)).toBe('#636363');
    expect(mixOklab('#2a9d8f', '#000000', 0.62)).toBe('#115048');
    expect(mixOklab('#0000ff', '#ffffff', 0.3)).toBe('#aac9ff');
    expect(mixOklab('#123456', '#abcdef', 1)).toBe('#123456');
  });

  it('darkens links on the light theme and lightens them on the dark one', () => {
    const light = sitePalette(DEMO, 'light');
    const dark = sitePalette(DEMO, 'dark');
    expect(light.link).toBe('#92351a');
    expect(relativeLuminance(dark.link)).toBeGreaterThan(relativeLuminance(DEMO[1]));
    expect(light.text).toBe(DEMO[7]);
    expect(dark.text).toBe('#f6ede3');
    expect(light.accentBgContrast).toBe(readableTextOn(DEMO[4]));
  });
});

describe('the contrast warnings', () => {
  it('has nothing to say about the defaults and the demo sites', () => {
    expect(contrastChecks(SITE_DEFAULT_COLORS).filter((c) => !c.passes)).toEqual([]);
    expect(contrastChecks(DEMO).filter((c) => !c.passes)).toEqual([]);
  });

  it('names each pair that falls below 4.5:1, with the colour type that decides it', () => {
    const pale = { ...DEMO, 1: '#ffd8a8', 7: '#9a9a9a', 4: '#777777' };
    const failing = contrastChecks(pale).filter((c) => !c.passes);
    expect(failing.map((c) => [c.id, c.colorTypeId])).toEqual([
      ['base-text', 7],
      ['link-light', 1],
      ['accent-bg', 4],
    ]);
    for (const check of failing) {
      expect(check.ratio).toBeLessThan(AA_CONTRAST);
      expect(contrastRatio(check.foreground, check.background)).toBeCloseTo(check.ratio, 10);
    }
    // a pale link reads well on the dark theme
    expect(contrastChecks(pale).find((c) => c.id === 'link-dark')?.passes).toBe(true);
  });

  it('checks a dark link colour on the dark theme', () => {
    const failing = contrastChecks({ ...DEMO, 1: '#1a0000' }).filter((c) => !c.passes);
    expect(failing.map((c) => c.id)).toEqual(['link-dark']);
    expect(failing[0]?.themes).toEqual(['dark']);
  });
});
