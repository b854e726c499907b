/**
 * The domain's colours set on the root by the SPA (shared/site-colors.ts computes them): when the
 * colours it reads are not those the BFF wrote into the page's head, and in the panel's previews.
 */

import type { DomainColor } from '#shared/schemas/domain-options.ts';
import { colorVariables } from '#shared/site-colors.ts';
import { SITE_COLORS_ELEMENT_ID } from '#shared/site-colors-key.ts';

/** Sets the variables on `root`, removing the ones a previous domain set and this one does not. */
export function applyColorVariables(root: HTMLElement, variables: Record<string, string>): void {
  const previous = (root.dataset.colorVars ?? '').split(',').filter(Boolean);
  for (const name of previous) if (!(name in variables)) root.style.removeProperty(name);
  for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
  root.dataset.colorVars = Object.keys(variables).join(',');
}

/** The page's colours from the SPA: the BFF's rule goes, so a colour it set and these do not is gone too. */
export function applySiteColors(doc: Document, colors: readonly DomainColor[]): void {
  doc.getElementById(SITE_COLORS_ELEMENT_ID)?.remove();
  applyColorVariables(doc.documentElement, colorVariables(colors));
}
