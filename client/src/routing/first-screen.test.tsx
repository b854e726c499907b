/**
 * The tab's first public page commits its first screen alone and the rest after that commit was
 * painted (first-screen.ts): the page renderer's first blocks, then every block.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageDocument } from '#shared/schemas/page-document.ts';

const page: PageDocument = {
  root: { props: {} },
  content: ['Tacos', 'Hours', 'Salsas', 'Prices'].map((title, index) => ({
    type: 'RichText',
    props: { id: `b${index}`, title, html: `<p>${title}</p>` },
  })),
  zones: {},
};

/** The renderer and the switch, fresh for each test (the switch is the tab's, once). */
async function freshModules() {
  vi.resetModules();
  const firstScreen = await import('./first-screen.ts');
  const { PageRenderer } = await import('../blocks/page-renderer.tsx');
  return { ...firstScreen, PageRenderer };
}

const titles = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

/** One frame and the task after it: what the browser runs around its next paint. */
async function afterNextPaint(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    await new Promise((resolve) => setTimeout(resolve));
  });
}

beforeEach(() => {
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(callback, 16));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the first screen first', () => {
  it("commits the first screen's blocks alone, then every block once that commit was painted", async () => {
    const { commitFirstScreenFirst, FIRST_SCREEN_BLOCKS, PageRenderer } = await freshModules();
    commitFirstScreenFirst('');
    render(
      <MemoryRouter>
        <PageRenderer document={page} />
      </MemoryRouter>,
    );
    expect(titles()).toEqual(['Tacos', 'Hours'].slice(0, FIRST_SCREEN_BLOCKS));
    await afterNextPaint();
    expect(titles()).toEqual(['Tacos', 'Hours', 'Salsas', 'Prices']);
  });

  it('renders the whole page at once when the address names an anchor to open at', async () => {
    const { commitFirstScreenFirst, PageRenderer } = await freshModules();
    commitFirstScreenFirst('#prices');
    render(
      <MemoryRouter>
        <PageRenderer document={page} />
      </MemoryRouter>,
    );
    expect(titles()).toEqual(['Tacos', 'Hours', 'Salsas', 'Prices']);
  });

  it('renders whole unless the entry asked (tests, the staff app) and every page after the first', async () => {
    const { commitFirstScreenFirst, PageRenderer } = await freshModules();
    render(
      <MemoryRouter>
        <PageRenderer document={page} />
      </MemoryRouter>,
    );
    expect(titles()).toHaveLength(4);
    cleanup();
    commitFirstScreenFirst('');
    render(
      <MemoryRouter>
        <PageRenderer document={page} key="first" />
      </MemoryRouter>,
    );
    await afterNextPaint();
    cleanup();
    render(
      <MemoryRouter>
        <PageRenderer document={page} key="next" />
      </MemoryRouter>,
    );
    expect(titles(), 'a later page shows whole in its first commit').toHaveLength(4);
  });
});
