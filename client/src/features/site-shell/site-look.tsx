/**
 * The domain's look on the document: colours as CSS variables on the root, the favicon from
 * `fav_icon`, and the default title (the site name) until a page sets its own.
 */
import { useLayoutEffect, useMemo } from 'react';
import { useSiteColors, useSiteOptions } from '../../content/site-settings.ts';
import { applyColorVariables, colorVariables } from './color-variables.ts';

export function SiteLook() {
  const colors = useSiteColors();
  const { options } = useSiteOptions();
  const variables = useMemo(() => colorVariables(colors), [colors]);
  useLayoutEffect(() => {
    applyColorVariables(document.documentElement, variables);
  }, [variables]);
  return options.fav_icon ? <link rel="icon" href={options.fav_icon} /> : null;
}
