/**
 * The global SWR error handler: the error toast of docs/product.md#errors (error-reporting.ts, loaded with
 * the first error). A 401 is left to the session flow: no toast.
 */
export function reportSwrError(error: unknown): void {
  // error-reporting.ts leaves a 401 to the session flow: it shows no toast for it
  void import('./error-reporting.ts').then((module) => module.toastForError(error));
}
