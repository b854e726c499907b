/**
 * The root route says whether the page preloads links with a `link-preloading` User Timing mark
 * (the journeys wait for it): 'off' at once with data-saver or on a slow connection, without
 * loading the preloader's code; 'on' once the preloader has started.
 */
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RootRoute } from './root-route.tsx';

const { startLinkPreloading } = vi.hoisted(() => ({ startLinkPreloading: vi.fn(() => () => {}) }));
vi.mock('./link-preloader.ts', () => ({ startLinkPreloading }));

const decisions = () =>
  performance.getEntriesByName('link-preloading', 'mark').map((mark) => (mark as PerformanceMark).detail);

function withConnection(connection: object | undefined) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

function renderRoot() {
  return render(
    <MemoryRouter>
      <RootRoute>
        <p>page</p>
      </RootRoute>
    </MemoryRouter>,
  );
}

describe('the link-preloading mark', () => {
  beforeEach(() => {
    performance.clearMarks('link-preloading');
    startLinkPreloading.mockClear();
  });
  afterEach(() => {
    cleanup();
    withConnection(undefined);
  });

  it("is 'off' with data-saver or on a slow connection, and the preloader is never started", async () => {
    for (const connection of [{ saveData: true, effectiveType: '4g' }, { effectiveType: '3g' }]) {
      performance.clearMarks('link-preloading');
      withConnection(connection);
      renderRoot();
      expect(decisions()).toEqual(['off']);
      cleanup();
    }
    // past the idle callback's fallback: still nothing started
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(startLinkPreloading).not.toHaveBeenCalled();
  });

  it("is 'on' once the preloader has started, and not before", async () => {
    withConnection({ effectiveType: '4g' });
    renderRoot();
    expect(decisions()).toEqual([]);
    await vi.waitFor(() => expect(decisions()).toEqual(['on']));
    expect(startLinkPreloading).toHaveBeenCalledTimes(1);
  });
});
