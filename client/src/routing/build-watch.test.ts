import { describe, expect, it, vi } from 'vitest';
import { createBuildWatch, trackUnsavedInput } from './build-watch.ts';

function watchWith(latest: () => Promise<string | undefined>, unsaved = () => false) {
  const loadPage = vi.fn();
  const watch = createBuildWatch({
    currentBuildId: 'build-1',
    fetchLatestBuildId: latest,
    hasUnsavedInput: unsaved,
    loadPage,
  });
  return { watch, loadPage };
}

describe('build check (docs/product.md#states)', () => {
  it('does nothing while the served build is the compiled one', async () => {
    const { watch, loadPage } = watchWith(async () => 'build-1');
    expect(await watch.check()).toBe(false);
    expect(watch.onNavigation('/members')).toBe(false);
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('loads the new build at the next navigation once the build id changed', async () => {
    const { watch, loadPage } = watchWith(async () => 'build-2');
    expect(watch.onNavigation('/about')).toBe(false);
    expect(await watch.check()).toBe(true);
    expect(loadPage).not.toHaveBeenCalled();
    expect(watch.onNavigation('/members')).toBe(true);
    expect(loadPage).toHaveBeenCalledWith('/members');
  });

  it('survives a failing check and never reloads over unsaved input', async () => {
    let unsaved = true;
    const { watch, loadPage } = watchWith(
      vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('build-2'),
      () => unsaved,
    );
    expect(await watch.check()).toBe(false);
    expect(await watch.check()).toBe(true);
    expect(watch.onNavigation('/x')).toBe(false);
    unsaved = false;
    expect(watch.onNavigation('/x')).toBe(true);
    expect(loadPage).toHaveBeenCalledTimes(1);
  });

  it('knows which forms hold unsaved input', () => {
    document.body.innerHTML = '<form id="f"><input name="a"></form>';
    const hasUnsaved = trackUnsavedInput(document);
    expect(hasUnsaved()).toBe(false);
    const input = document.querySelector('input') as HTMLInputElement;
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(hasUnsaved()).toBe(true);
    document.getElementById('f')?.dispatchEvent(new Event('submit', { bubbles: true }));
    expect(hasUnsaved()).toBe(false);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    document.body.innerHTML = '';
    expect(hasUnsaved()).toBe(false);
  });
});
