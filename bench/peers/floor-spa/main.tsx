/**
 * The floor of a public page (issue 26): the smallest SPA of this stack — React 19, react-dom,
 * react-router and SWR, built by Vite — painting a hero from data inlined in the document, as
 * the platform's public pages do. The bench builds it (build-floor-spa.ts) and loads it on the
 * throttled phone beside the real pages: what those take beyond it is the product's own cost.
 */
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { SWRConfig } from 'swr';
import { Hero } from './hero.tsx';

const inlined = JSON.parse(document.getElementById('initial-site')?.textContent ?? '{}') as Record<
  string,
  unknown
>;

createRoot(document.getElementById('root') as HTMLElement).render(
  <SWRConfig value={{ fallback: inlined, revalidateOnMount: false, revalidateOnFocus: false }}>
    <BrowserRouter>
      <Routes>
        <Route path="*" element={<Hero />} />
      </Routes>
    </BrowserRouter>
  </SWRConfig>,
);
