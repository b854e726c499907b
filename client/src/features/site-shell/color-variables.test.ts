import { describe, expect, it } from 'vitest';
import { SITE_COLORS_ELEMENT_ID } from '#shared/site-colors-key.ts';
import { applyColorVariables, applySiteColors } from './color-variables.ts';

describe('domain colours set by the SPA', () => {
  it('applies the variables to the root and clears those of a previous domain', () => {
    const root = document.createElement('html');
    applyColorVariables(root, { '--color-accent-text': '#111111', '--color-base-text': '#222222' });
    expect(root.style.getPropertyValue('--color-accent-text')).toBe('#111111');
    applyColorVariables(root, { '--color-accent-text': '#333333' });
    expect(root.style.getPropertyValue('--color-accent-text')).toBe('#333333');
    expect(root.style.getPropertyValue('--color-base-text')).toBe('');
  });

  it('takes the place of the colours the BFF wrote: their rule goes', () => {
    const style = document.createElement('style');
    style.id = SITE_COLORS_ELEMENT_ID;
    style.textContent = ':root{--color-base-text:#222222}';
    document.head.append(style);
    applySiteColors(document, [{ id: 1, domain_color_type_id: 1, code: '#e4572e' }]);
    expect(document.getElementById(SITE_COLORS_ELEMENT_ID)).toBeNull();
    expect(document.documentElement.style.getPropertyValue('--color-accent-text')).toBe('#e4572e');
  });
});
