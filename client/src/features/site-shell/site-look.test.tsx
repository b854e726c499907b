/**
 * The site's colours on the root: set by the BFF's rule when the colours read are those, else by
 * the colour code, which loads on demand once and is then applied in the same commit (the staff
 * app loads it ahead, as a panel's document has no colours from the BFF).
 */
import { cleanup, render, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { PUBLIC_API as API } from '#shared/public-api-paths.ts';
import type { DomainColor } from '#shared/schemas/domain-options.ts';
import { loadColorCode, SiteLook } from './site-look.tsx';

const TEAL: DomainColor[] = [{ id: 1, domain_color_type_id: 1, code: '#17bebb' }];
const RUST: DomainColor[] = [{ id: 1, domain_color_type_id: 1, code: '#e4572e' }];

function renderLook(colors: DomainColor[]) {
  return render(
    <SWRConfig
      value={{
        provider: () => new Map(),
        fallback: { [API.options.colors]: colors, [API.options.options]: {} },
        revalidateOnMount: false,
      }}
    >
      <SiteLook />
    </SWRConfig>,
  );
}

const accentText = () => document.documentElement.style.getPropertyValue('--color-accent-text');

beforeEach(() => {
  document.documentElement.removeAttribute('style');
  document.documentElement.removeAttribute('data-color-vars');
});
afterEach(cleanup);

it('sets colours the page was not written with, once the code is in', async () => {
  renderLook(TEAL);
  await waitFor(() => expect(accentText()).toBe('#17bebb'));
});

it('with the code loaded ahead, sets them in the commit that renders the look', async () => {
  await loadColorCode();
  renderLook(RUST);
  expect(accentText()).toBe('#e4572e');
});
