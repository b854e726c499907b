/**
 * Wires the build check (routing/build-watch.ts) to the app: compares `/bff/build` with the
 * compiled build id, and turns the next navigation (either router announces it as it starts)
 * into a full page load of the new build.
 */
import { BFF } from '#shared/public-api-paths.ts';
import { BUILD_ID } from '../build-info.ts';
import { requestJson } from '../http/api-client.ts';
import { type BuildWatch, createBuildWatch, trackUnsavedInput } from '../routing/build-watch.ts';
import { onNavigationStart } from '../routing/navigation-state.ts';

export function startBuildWatch(): BuildWatch {
  const watch = createBuildWatch({
    currentBuildId: BUILD_ID,
    fetchLatestBuildId: async () => (await requestJson<{ buildId?: string }>(BFF.build)).buildId,
    hasUnsavedInput: trackUnsavedInput(document),
    loadPage: (href) => window.location.assign(href),
  });
  onNavigationStart((href) => {
    if (watch.updateReady) watch.onNavigation(href);
  });
  return watch;
}
