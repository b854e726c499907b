import { describe, expect, it } from 'vitest';
import { applyColorVariables, colorVariables, contrastRatio, readableTextOn } from './color-variables.ts';

describe('domain colours as CSS variables', () => {
  it('maps each colour type id to its variable and derives readable text on backgrounds', () => {
    const vars = colorVariables([
      { id: 1, domain_color_type_id: 1, code: '#e4572e' },
      { id: 2, domain_color_type_id: 2, code: '#17bebb' },
      { id: 3, domain_color_type_id: 4, code: '#264653' },
      { id: 4, domain_color_type_id: 5, code: '#e9c46a' },
      { id: 5, domain_color_type_id: 7, code: '#1f2933' },
      { id: 6, domain_color_type_id: 3, code: '#000000' },
      { id: 7, domain_color_type_id: 1, code: 'red;}' },
    ]);
    expect(vars).toEqual({
      '--color-accent-text': '#e4572e',
      '--color-primary-text': '#17bebb',
      '--color-accent-bg': '#264653',
      '--color-accent-bg-contrast': '#ffffff',
      '--color-primary-bg': '#e9c46a',
      '--color-primary-bg-contrast': '#1a1410',
      '--color-base-text': '#1f2933',
    });
  });

  it('picks the text colour with the better contrast', () => {
    expect(readableTextOn('#ffffff')).toBe('#1a1410');
    expect(readableTextOn('#3b1f1f')).toBe('#ffffff');
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 0);
  });

  it('applies the variables to the root and clears those of a previous domain', () => {
    const root = document.createElement('html');
    applyColorVariables(root, { '--color-accent-text': '#111111', '--color-base-text': '#222222' });
    expect(root.style.getPropertyValue('--color-accent-text')).toBe('#111111');
    applyColorVariables(root, { '--color-accent-text': '#333333' });
    expect(root.style.getPropertyValue('--color-accent-text')).toBe('#333333');
    expect(root.style.getPropertyValue('--color-base-text')).toBe('');
  });
});
