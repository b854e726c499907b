/** The not-found page options (`/api/options/error-page`), read by the error page only. */
import useSWR from 'swr';
import { defaultErrorPage } from '#shared/domain-defaults.ts';
import { PUBLIC_API as API } from '#shared/public-api-paths.ts';
import type { ErrorPageOptions } from '#shared/schemas/domain-options.ts';
import { QUIET_READ } from './quiet-swr.ts';

export const DEFAULT_ERROR_PAGE: ErrorPageOptions = defaultErrorPage();

export function useErrorPageOptions(): { errorPage: ErrorPageOptions; loaded: boolean } {
  const { data, error } = useSWR<ErrorPageOptions>(API.options.errorPage, QUIET_READ);
  return { errorPage: data ?? DEFAULT_ERROR_PAGE, loaded: data !== undefined || error !== undefined };
}
