/** Turns a failed request into the error toast of docs/product.md#errors (loaded with the first error). */
import { ApiRequestError } from '../http/api-client.ts';
import { errorToastText } from './error-toast-text.ts';
import { showErrorToast } from './toasts.ts';

export function toastForError(error: unknown): void {
  if (error instanceof ApiRequestError) {
    if (error.status === 401) return;
    void showErrorToast(errorToastText(error.body));
    return;
  }
  void showErrorToast(errorToastText(undefined));
}
