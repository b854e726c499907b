/**
 * The one SWRConfig: the fetcher (path as key, `X-CSRF: 1`, throws on non-2xx) and the global
 * error toast of spec §8 (error-reporting.ts, loaded with the first error). A 401 is left to the
 * session flow: no toast.
 */
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { ApiRequestError, swrFetcher } from '../http/api-client.ts';

export function reportSwrError(error: unknown): void {
  if (error instanceof ApiRequestError && error.status === 401) return;
  void import('./error-reporting.ts').then((module) => module.toastForError(error));
}

export function SwrProvider({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ fetcher: swrFetcher, onError: reportSwrError, revalidateOnFocus: false }}>
      {children}
    </SWRConfig>
  );
}
