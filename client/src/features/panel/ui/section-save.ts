/**
 * Saving one section: a success toast, or the API's field errors (`errors: {field: [messages]}`)
 * put on the section's fields, with the error toast of docs/product.md#errors (useApiAction). A 401 the BFF
 * could not repair goes to sign-in without a toast.
 */
import { useCallback } from 'react';
import { ApiRequestError } from '../../../http/api-client.ts';
import { useApiAction } from '../../../staff/api-action.ts';

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
  /** the API's `errors` on the section's fields */
  fieldErrors: (errors: Record<string, string[]>) => FieldErrorSplit;
}

export function useSectionSave() {
  const run = useApiAction();
  return useCallback(
    async <T>(action: () => Promise<T>, options: SaveOptions): Promise<SaveResult<T>> => {
      let saved: { value: T } | undefined;
      let fields: Record<string, string> = {};
      await run(
        async () => {
          saved = { value: await action() };
        },
        {
          success: options.success,
          onError: (error) => {
            const body = error instanceof ApiRequestError ? error.body : undefined;
            fields = options.fieldErrors(body?.errors ?? {}).fields;
          },
        },
      );
      return saved ? { ok: true, value: saved.value } : { ok: false, fields };
    },
    [run],
  );
}
