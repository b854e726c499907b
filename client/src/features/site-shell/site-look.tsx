/**
 * The domain's look on the document: colours as CSS variables on the root, and the favicon from
 * `fav_icon`. The BFF writes the colours into the page's head (shared/site-colors.ts); the code
 * that sets them (color-variables.ts) loads only when the colours read are not those (decision 051).
 */
import { useLayoutEffect } from 'react';
import { colorsKey, SITE_COLORS_ELEMENT_ID } from '#shared/site-colors-key.ts';
import { useSiteColors, useSiteOptions } from '../../content/site-settings.ts';
import { loadModule } from '../../routing/chunk-reload-guard.ts';

export function SiteLook() {
  const colors = useSiteColors();
  const { options } = useSiteOptions();
  useLayoutEffect(() => {
    const written = document.getElementById(SITE_COLORS_ELEMENT_ID);
    if (written?.dataset.key === colorsKey(colors)) return;
    void loadModule(() => import('./color-variables.ts')).then((module) =>
      module.applySiteColors(document, colors),
    );
  }, [colors]);
  return options.fav_icon ? <link rel="icon" href={options.fav_icon} /> : null;
}
