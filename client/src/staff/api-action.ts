/**
 * Runs a write of a staff screen: a 401 the BFF could not repair sends the user to sign in (no
 * toast), any other failure shows the error toast of spec §8, success may show a toast.
 */
import { useCallback } from 'react';
import { errorToastText } from '../feedback/error-toast-text.ts';
import { showErrorToast, showSuccessToast } from '../feedback/toasts.ts';
import { ApiRequestError } from '../http/api-client.ts';
import { useSendToSignIn } from './staff-session.ts';

export interface ApiActionOptions {
  success?: string;
  /** return true when the error was shown another way (e.g. on form fields) */
  onError?: (error: unknown) => boolean;
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 401;
}

export function useApiAction(): <T>(
  action: () => Promise<T>,
  options?: ApiActionOptions,
) => Promise<T | undefined> {
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
        if (options.onError?.(error)) return undefined;
        void showErrorToast(errorToastText(error instanceof ApiRequestError ? error.body : undefined));
        return undefined;
      }
    },
    [sendToSignIn],
  );
}
