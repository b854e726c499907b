/**
 * The domain's colours in a public page's head, as CSS variables on the root (shared/site-colors.ts):
 * the page's first paint has them without the code that computes them, which the SPA loads only
 * when the colours it reads are not these (`data-key`; decision 051).
 */
import type { DomainColor } from '#shared/schemas/domain-options.ts';
import { colorVariablesRule } from '#shared/site-colors.ts';
import { colorsKey, SITE_COLORS_ELEMENT_ID } from '#shared/site-colors-key.ts';
import { element } from './html-escape.ts';

function isColor(value: unknown): value is DomainColor {
  const color = value as Partial<DomainColor> | null;
  return typeof color?.domain_color_type_id === 'number' && typeof color.code === 'string';
}

/** the `<style>` of the colours read at `/api/options/colors`, '' when that read is missing */
export function siteColorsTag(answer: unknown): string {
  if (!Array.isArray(answer) || !answer.every(isColor)) return '';
  return element(
    'style',
    { id: SITE_COLORS_ELEMENT_ID, 'data-key': colorsKey(answer) },
    colorVariablesRule(answer),
  );
}
