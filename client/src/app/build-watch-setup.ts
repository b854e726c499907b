/**
 * Wires the build check (routing/build-watch.ts) to the app: compares `/bff/build` with the
 * compiled build id, and turns the next navigation into a full page load of the new build.
 */
import { createPath, type DataRouter } from 'react-router';
import { BFF } from '#shared/public-api-paths.ts';
import { BUILD_ID } from '../build-info.ts';
import { requestJson } from '../http/api-client.ts';
import { type BuildWatch, createBuildWatch, trackUnsavedInput } from '../routing/build-watch.ts';

export function startBuildWatch(router: DataRouter): BuildWatch {
  const watch = createBuildWatch({
    currentBuildId: BUILD_ID,
    fetchLatestBuildId: async () => (await requestJson<{ buildId?: string }>(BFF.build)).buildId,
    hasUnsavedInput: trackUnsavedInput(document),
    loadPage: (href) => window.location.assign(href),
  });
  router.subscribe((state) => {
    const next = state.navigation.location;
    if (state.navigation.state === 'loading' && next && watch.updateReady)
      watch.onNavigation(createPath(next));
  });
  return watch;
}
