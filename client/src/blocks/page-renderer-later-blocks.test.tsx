/**
 * The blocks past a page's first three come in after the document's load on the tab's first page
 * (decision 050): they are only added below. A block already shown keeps its DOM nodes — a link a
 * visitor is about to tap is never taken from under the finger. The case that broke it: on `/`
 * the members grid shows the inlined list of every member, which is also the read of the hero's
 * `/members` link, and the link preloader took that read ahead just before the later blocks came
 * in; the grid, rendered again with them, found no data left and fell back to its skeleton for good.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_SITE_ELEMENT_ID } from '#shared/initial-site.ts';
import type { PageDocument } from '#shared/schemas/page-document.ts';
import { MEMBERS_QUERY } from '../features/members/members-query.ts';

const MEMBER = {
  id: 7,
  title: 'El Pastor',
  url: '/members/el-pastor',
  media: {},
  attributes: { description: 'Tacos al pastor from the spit.' },
  external_data: { cuisines: [] },
};

const home: PageDocument = {
  root: { props: {} },
  content: [
    { type: 'Hero', props: { id: 'h', title: 'Taco Row' } },
    { type: 'MembersGrid', props: { id: 'm', title: 'Our trucks', showCuisines: false } },
    { type: 'RichText', props: { id: 'r', title: 'Salsas', html: '<p>Hot</p>' } },
    { type: 'CallToAction', props: { id: 'c', title: 'Hungry?', text: 'Book us.' } },
  ],
  zones: {},
};

/** The tab's switches and the inlined reads, fresh for each test (they are the tab's, once). */
async function freshModules() {
  vi.resetModules();
  return {
    ...(await import('../routing/first-screen.ts')),
    ...(await import('../routing/after-load.ts')),
    ...(await import('./block-registry.tsx')),
    ...(await import('../content/initial-site.ts')),
    ...(await import('../content/page-reads.ts')),
    ...(await import('../content/posts.ts')),
    ...(await import('./page-renderer.tsx')),
  };
}

/** `home` rendered as the tab's first public page opened with no anchor (the entry's calls first) */
async function renderFirstPage(
  modules: Awaited<ReturnType<typeof freshModules>>,
  fallback: Record<string, unknown>,
): Promise<void> {
  modules.commitFirstScreenFirst('');
  modules.deferUntilAfterLoad();
  await modules.preloadBlocks(home);
  render(
    <SWRConfig value={{ fallback, provider: () => new Map() }}>
      <MemoryRouter>
        <modules.PageRenderer document={home} />
      </MemoryRouter>
    </SWRConfig>,
  );
  await afterNextPaint();
}

/** One frame and the task after it: what the browser runs around its next paint. */
async function afterNextPaint(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    await new Promise((resolve) => setTimeout(resolve));
  });
}

let idle: (() => void)[] = [];

beforeEach(() => {
  idle = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(callback, 16));
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.getElementById(INITIAL_SITE_ELEMENT_ID)?.remove();
});

describe('the later blocks of the first page only add below it', () => {
  it("keep the shown blocks' nodes when a link's read ahead takes the inlined list they show", async () => {
    const modules = await freshModules();
    const membersPath = modules.publishedPostsPath(MEMBERS_QUERY);
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = INITIAL_SITE_ELEMENT_ID;
    block.textContent = JSON.stringify({ reads: { [membersPath]: { data: [MEMBER] } }, analytics: false });
    document.body.append(block);
    // the public layout's SWR fallback (site-layout.tsx); no fetcher: nothing here reads the network
    await renderFirstPage(modules, modules.initialSite().reads);
    const link = screen.getByRole('link', { name: /El Pastor/ });
    const grid = link.closest('ul');
    const hero = screen.getByRole('heading', { level: 1, name: 'Taco Row' });
    expect(screen.queryByText('Hungry?'), 'its code loads after the load').toBeNull();

    // the link preloader, after the first paint: the hero's `/members` link reads every member
    expect(await modules.readAhead(membersPath)).toEqual({ data: [MEMBER] });
    await act(async () => {
      for (const callback of idle.splice(0)) callback();
    });
    await screen.findByText('Hungry?');

    expect(link.isConnected, "the member's link is the same node, still in the page").toBe(true);
    expect(screen.getByRole('link', { name: /El Pastor/ })).toBe(link);
    expect(link.closest('ul')).toBe(grid);
    expect(document.querySelector('[aria-busy="true"]'), 'no skeleton in its place').toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Taco Row' })).toBe(hero);
  });

  it('do not render the blocks above again: a shown block keeps its nodes whatever it would read now', async () => {
    const modules = await freshModules();
    const membersPath = modules.publishedPostsPath(MEMBERS_QUERY);
    const reads: Record<string, unknown> = { [membersPath]: { data: [MEMBER] } };
    await renderFirstPage(modules, reads);
    const link = screen.getByRole('link', { name: /El Pastor/ });
    // a render of the grid now would find no list (and show its skeleton)
    delete reads[membersPath];
    await act(async () => {
      for (const callback of idle.splice(0)) callback();
    });
    await screen.findByText('Hungry?');
    expect(link.isConnected, 'the grid was not rendered again when the later blocks came in').toBe(true);
  });
});
