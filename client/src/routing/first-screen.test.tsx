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

/** The renderer and the switches, fresh for each test (the switches are the tab's, once). */
async function freshModules() {
  vi.resetModules();
  const firstScreen = await import('./first-screen.ts');
  const afterLoad = await import('./after-load.ts');
  const registry = await import('../blocks/block-registry.tsx');
  const { PageRenderer } = await import('../blocks/page-renderer.tsx');
  return { ...firstScreen, ...afterLoad, ...registry, PageRenderer };
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
    const { commitFirstScreenFirst, FIRST_SCREEN_BLOCKS, PageRenderer, preloadBlocks } = await freshModules();
    commitFirstScreenFirst('');
    await preloadBlocks(page);
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
    const { commitFirstScreenFirst, PageRenderer, preloadBlocks } = await freshModules();
    commitFirstScreenFirst('#prices');
    await preloadBlocks(page);
    render(
      <MemoryRouter>
        <PageRenderer document={page} />
      </MemoryRouter>,
    );
    expect(titles()).toEqual(['Tacos', 'Hours', 'Salsas', 'Prices']);
  });

  it('renders whole unless the entry asked (tests, the staff app) and every page after the first', async () => {
    const { commitFirstScreenFirst, PageRenderer, preloadBlocks } = await freshModules();
    await preloadBlocks(page);
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

describe("the blocks past the first screen's, on the first page opened with no anchor", () => {
  const withLaterBlocks: PageDocument = {
    ...page,
    content: [
      ...page.content.slice(0, 3),
      { type: 'CallToAction', props: { id: 'c', title: 'Hungry?', text: 'Book us.' } },
      { type: 'RichText', props: { id: 'r', title: 'Last', html: '<p>Last</p>' } },
    ],
  };

  it('loads their code after the document has loaded and the tab is idle, then shows them all at once', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const { BLOCK_COMPONENTS, commitFirstScreenFirst, deferUntilAfterLoad, PageRenderer, preloadBlocks } =
      await freshModules();
    commitFirstScreenFirst('');
    deferUntilAfterLoad();
    await preloadBlocks(withLaterBlocks);
    render(
      <MemoryRouter>
        <PageRenderer document={withLaterBlocks} />
      </MemoryRouter>,
    );
    expect(titles()).toEqual(['Tacos', 'Hours']);
    await afterNextPaint();
    // the blocks loaded with the page; the fifth block's code is in (the first three's), but the
    // fourth's is not asked for before the load, and nothing past it shows
    expect(titles()).toEqual(['Tacos', 'Hours', 'Salsas']);
    expect((BLOCK_COMPONENTS.CallToAction as unknown as { loaded: boolean }).loaded).toBe(false);
    expect(idle.length, 'waiting for the tab to be idle after the load').toBeGreaterThan(0);
    await act(async () => {
      for (const callback of idle.splice(0)) callback();
    });
    await screen.findByText('Hungry?');
    expect(titles()).toEqual(['Tacos', 'Hours', 'Salsas', 'Hungry?', 'Last']);
  });

  it('the footer and the other parts loaded after the load wait for them: nothing is added above a part shown', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const { commitFirstScreenFirst, deferUntilAfterLoad, laterContentIn, preloadBlocks } =
      await freshModules();
    commitFirstScreenFirst('');
    deferUntilAfterLoad();
    await preloadBlocks(withLaterBlocks);
    let contentIn = false;
    void laterContentIn().then(() => {
      contentIn = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(contentIn, 'held until the load').toBe(false);
    for (const callback of idle.splice(0)) callback();
    await vi.waitFor(() => expect(contentIn).toBe(true));
  });
});
