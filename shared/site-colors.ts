/**
 * A domain's colours as CSS variables (docs/product.md#screen-behaviour and #entities): each colour
 * type id maps to the variable named in ids/color-types.ts. For the two background colours a
 * readable text colour is derived too (`…-contrast`), so text on them keeps a WCAG AA contrast.
 * The BFF writes them into a public page's head (site-colors-key.ts); the SPA sets them on the
 * root itself only when the colours it reads are not those (decision 051).
 */
import { colorTypeById } from './ids/color-types.ts';
import type { DomainColor } from './schemas/domain-options.ts';

const HEX = /^#[0-9a-f]{6}$/i;

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The text colour (near-black or white) that reads best on `background`. */
export function readableTextOn(background: string): string {
  const dark = '#1a1410';
  const light = '#ffffff';
  return contrastRatio(background, dark) >= contrastRatio(background, light) ? dark : light;
}

export function colorVariables(colors: readonly DomainColor[]): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const color of colors) {
    const type = colorTypeById(color.domain_color_type_id);
    if (!type || !HEX.test(color.code)) continue;
    variables[type.cssVar] = color.code;
    if (type.key === 'accentBackground' || type.key === 'primaryBackground') {
      variables[`${type.cssVar}-contrast`] = readableTextOn(color.code);
    }
  }
  return variables;
}

/**
 * The variables as one `:root` rule. Only names of color-types.ts and `#rrggbb` values get in
 * (colorVariables), so the text is safe inside a `<style>` element.
 */
export function colorVariablesRule(colors: readonly DomainColor[]): string {
  const declarations = Object.entries(colorVariables(colors)).map(([name, value]) => `${name}:${value}`);
  return declarations.length > 0 ? `:root{${declarations.join(';')}}` : '';
}
