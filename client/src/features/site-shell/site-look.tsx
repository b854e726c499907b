/**
 * The domain's look on the document: colours as CSS variables on the root, and the favicon from
 * `fav_icon`. The BFF writes the colours into the page's head (shared/site-colors.ts); the code
 * that sets them (color-variables.ts) loads only when the colours read are not those (decision 051).
 * Once loaded it is kept, so a later page sets its colours in the frame it first paints.
 */
import { useLayoutEffect } from 'react';
import { colorsKey, SITE_COLORS_ELEMENT_ID } from '#shared/site-colors-key.ts';
import { useSiteColors, useSiteOptions } from '../../content/site-settings.ts';
import { loadModule } from '../../routing/chunk-reload-guard.ts';

type ColorCode = typeof import('./color-variables.ts');
let colorCode: ColorCode | undefined;

/**
 * Loads the colour code once and keeps it. The staff app calls it: a panel's document carries no
 * colours from the BFF, so its way back to the public site needs the code at once.
 */
export function loadColorCode(): Promise<ColorCode> {
  return loadModule(() => import('./color-variables.ts')).then((module) => {
    colorCode = module;
    return module;
  });
}

export function SiteLook() {
  const colors = useSiteColors();
  const { options } = useSiteOptions();
  useLayoutEffect(() => {
    const written = document.getElementById(SITE_COLORS_ELEMENT_ID);
    if (written?.dataset.key === colorsKey(colors)) return;
    if (colorCode) {
      colorCode.applySiteColors(document, colors);
      return;
    }
    let current = true;
    void loadColorCode().then((module) => {
      // colours read meanwhile (another domain's, an edit) were set by their own effect
      if (current) module.applySiteColors(document, colors);
    });
    return () => {
      current = false;
    };
  }, [colors]);
  return options.fav_icon ? <link rel="icon" href={options.fav_icon} /> : null;
}
