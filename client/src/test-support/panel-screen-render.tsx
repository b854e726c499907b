/**
 * A panel screen as its tests render it: its routes in a memory router starting at one address,
 * the staff theme, and SWR reading through the app's fetcher with a cache of its own per render
 * (no answer kept from another test). Answers the router, to follow where the screen goes.
 */
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { swrFetcher } from '../http/api-client.ts';
import { StaffThemeProvider } from '../staff/staff-theme-provider.tsx';

export function renderPanelScreen(routes: RouteObject[], address: string, swr: SWRConfiguration = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [address] });
  render(
    <SWRConfig value={{ fetcher: swrFetcher, provider: () => new Map(), ...swr }}>
      <StaffThemeProvider>
        <RouterProvider router={router} />
      </StaffThemeProvider>
    </SWRConfig>,
  );
  return router;
}

/** happy-dom has no FontFaceSet; Mantine's autosize textarea listens to it */
export function stubDocumentFonts() {
  if ('fonts' in document) return;
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}
