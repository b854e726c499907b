/**
 * What the header puts on a phone's first screen is drawn inline, not as CSS-masked SVG images
 * (header-glyphs.tsx): each of those is an SVG document the browser makes before the first paint.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, expect, it } from 'vitest';
import { PUBLIC_API as API } from '#shared/public-api-paths.ts';
import { SiteHeader } from './site-header.tsx';

afterEach(cleanup);

it('draws the site mark and the menu button glyph inline, with no mask icon', async () => {
  const { container } = render(
    <SWRConfig
      value={{
        provider: () => new Map(),
        fallback: {
          [API.options.options]: { title: 'Taco Row' },
          [API.options.menus]: { menuBody: { header: [], footer: [] } },
        },
        revalidateOnMount: false,
      }}
    >
      <MemoryRouter>
        <SiteHeader />
      </MemoryRouter>
    </SWRConfig>,
  );
  expect(container.querySelector('.brand__mark svg')).not.toBeNull();
  expect(container.querySelector('.menu-button svg')).not.toBeNull();
  expect(
    [...container.querySelectorAll('.brand, .site-header__mobile')].flatMap((part) => [
      ...part.querySelectorAll('.icon'),
    ]),
  ).toEqual([]);
  // the wide layout's menu follows, its code loaded apart (shell-parts-later.ts)
  expect(await screen.findByRole('navigation', { name: 'Main' })).toBeDefined();
});
