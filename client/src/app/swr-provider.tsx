/**
 * The one SWRConfig: the fetcher (path as key, `X-CSRF: 1`, throws on non-2xx) and the global
 * error toast of docs/product.md#errors (feedback/swr-errors.ts).
 */
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { reportSwrError } from '../feedback/swr-errors.ts';
import { fetchOnDemand } from '../http/api-client-on-demand.ts';

export function SwrProvider({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ fetcher: fetchOnDemand, onError: reportSwrError, revalidateOnFocus: false }}>
      {children}
    </SWRConfig>
  );
}
