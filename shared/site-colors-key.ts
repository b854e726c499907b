/**
 * Which colours the BFF wrote into a public page's head (site-colors.ts): the SPA compares them
 * with those it reads, and loads the code that sets colours only when they differ. A module of
 * its own, so that a first load carries this and not the colour math (decision 051).
 */
import type { DomainColor } from './schemas/domain-options.ts';

/** the id of the `<style>` element holding the colours the BFF wrote, and their key (`data-key`) */
export const SITE_COLORS_ELEMENT_ID = 'site-colors';

/** What tells two sets of colours apart: the BFF's head and the SPA compare it. */
export function colorsKey(colors: readonly DomainColor[]): string {
  return colors.map((color) => `${color.domain_color_type_id}:${color.code}`).join(',');
}
