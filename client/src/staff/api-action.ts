/**
 * Runs a write of a staff screen: a 401 the BFF could not repair sends the user to sign in (no
 * toast); any other failure shows the error toast of docs/product.md#errors (every message of the answer
 * joined with commas, 3 s), also when the screen puts the messages on its fields as well (`onError`).
 * Success may show a toast. Every panel write goes through here, so the toast is said once.
 */
import { useCallback } from 'react';
import { toastForError } from '../feedback/error-reporting.ts';
import { showSuccessToast } from '../feedback/toasts.ts';
import { ApiRequestError } from '../http/api-client.ts';
import { useSendToSignIn } from './staff-session.ts';

export interface ApiActionOptions {
  success?: string;
  /** puts the answer's messages where they belong on the screen (its fields); the toast shows anyway */
  onError?: (error: unknown) => void;
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 401;
}

export type ApiAction = <T>(action: () => Promise<T>, options?: ApiActionOptions) => Promise<T | undefined>;

export function useApiAction(): ApiAction {
  const sendToSignIn = useSendToSignIn();
  return useCallback(
    async <T>(action: () => Promise<T>, options: ApiActionOptions = {}): Promise<T | undefined> => {
      try {
        const result = await action();
        if (options.success) void showSuccessToast(options.success);
        return result;
      } catch (error) {
        if (isUnauthorized(error)) {
          sendToSignIn();
          return undefined;
        }
        options.onError?.(error);
        toastForError(error);
        return undefined;
      }
    },
    [sendToSignIn],
  );
}
