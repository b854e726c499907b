/**
 * The global SWR error handler: the error toast of docs/product.md#errors (error-reporting.ts, loaded with
 * the first error). A 401 is left to the session flow: no toast.
 */
import { ApiRequestError } from '../http/api-client.ts';

export function reportSwrError(error: unknown): void {
  if (error instanceof ApiRequestError && error.status === 401) return;
  void import('./error-reporting.ts').then((module) => module.toastForError(error));
}
