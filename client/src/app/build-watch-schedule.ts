/**
 * When the build check runs: a minute after start and every minute after, and whenever the tab
 * becomes visible again. Its code (build-watch-setup.ts) loads with the first check — it has
 * nothing to do before one.
 */
import { loadModule } from '../routing/chunk-reload-guard.ts';

export const BUILD_CHECK_EVERY_MS = 60_000;

export function scheduleBuildWatch(): void {
  let watch: Promise<{ check(): Promise<boolean> }> | undefined;
  const check = () => {
    watch ??= loadModule(() => import('./build-watch-setup.ts')).then((module) => module.startBuildWatch());
    void watch.then((started) => started.check());
  };
  setInterval(check, BUILD_CHECK_EVERY_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}
