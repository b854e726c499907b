/**
 * The API client as the code of a public page's first load calls it: loaded with the first call
 * (decision 051). That code makes no call before the page is up, because the BFF inlined the
 * page's reads, so the client's code (~0.5 KB gz) is not fetched before the load.
 */
import { loadModule } from '../routing/chunk-reload-guard.ts';
import type { SiteContext } from './site-context.ts';

const client = () => loadModule(() => import('./api-client.ts'));

/** SWR's fetcher: the key is the path. */
export function fetchOnDemand<T>(path: string): Promise<T> {
  return client().then((module) => module.swrFetcher<T>(path));
}

export function requestJsonOnDemand<T>(path: string, init: RequestInit, context: SiteContext): Promise<T> {
  return client().then((module) => module.requestJson<T>(path, init, context));
}
