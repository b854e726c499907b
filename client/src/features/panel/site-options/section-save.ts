/**
 * Saving one section: a success toast, or the API's field errors (`errors: {field: [messages]}`)
 * put on the section's fields with a short toast, and whatever fits no field (or only a `message`)
 * in the error toast of spec §8. A 401 the BFF could not repair goes to sign-in without a toast.
 */
import { useCallback } from 'react';
import { errorToastText } from '../../../feedback/error-toast-text.ts';
import { showErrorToast, showSuccessToast } from '../../../feedback/toasts.ts';
import { ApiRequestError } from '../../../http/api-client.ts';
import { isUnauthorized } from '../../../staff/api-action.ts';
import { useSendToSignIn } from '../../../staff/staff-session.ts';

export interface FieldErrorSplit {
  /** the section's field paths with their message */
  fields: Record<string, string>;
  /** what names none of them */
  rest: Record<string, string[]>;
}

/** The API's errors by the form's own field names: a field is matched by name or as the path's end. */
export function errorsOnFields(
  errors: Record<string, string[]>,
  fieldNames: readonly string[],
): FieldErrorSplit {
  const fields: Record<string, string> = {};
  const rest: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(errors)) {
    const list = Array.isArray(messages) ? messages.map(String) : [String(messages)];
    if (fieldNames.includes(name) && list.length > 0) fields[name] = list.join(', ');
    else rest[name] = list;
  }
  return { fields, rest };
}

export type SaveResult<T> = { ok: true; value: T } | { ok: false; fields: Record<string, string> };

export interface SaveOptions {
  /** the success toast, e.g. "Colours saved" */
  success: string;
  /** the section's name for the failure toast, e.g. "Colours" */
  section: string;
  /** the API's `errors` on the section's fields */
  fieldErrors: (errors: Record<string, string[]>) => FieldErrorSplit;
}

export function useSectionSave() {
  const sendToSignIn = useSendToSignIn();
  return useCallback(
    async <T>(action: () => Promise<T>, options: SaveOptions): Promise<SaveResult<T>> => {
      try {
        const value = await action();
        void showSuccessToast(options.success);
        return { ok: true, value };
      } catch (error) {
        if (isUnauthorized(error)) {
          sendToSignIn();
          return { ok: false, fields: {} };
        }
        const body = error instanceof ApiRequestError ? error.body : undefined;
        const { fields, rest } = options.fieldErrors(body?.errors ?? {});
        if (Object.keys(rest).length > 0) void showErrorToast(errorToastText({ errors: rest }));
        else if (Object.keys(fields).length > 0)
          void showErrorToast(`${options.section} not saved: see the fields marked in red`);
        else void showErrorToast(errorToastText(body));
        return { ok: false, fields };
      }
    },
    [sendToSignIn],
  );
}
