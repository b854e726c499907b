/** The API's `errors` of a post save, put on the form's fields; what fits no field goes to a toast. */
import { errorToastText } from '../../../feedback/error-toast-text.ts';
import { ApiRequestError } from '../../../http/api-client.ts';
import { API_FIELD_NAMES, type PostFormValues } from './post-form-values.ts';

export function postFormErrors(error: unknown): {
  fields: Partial<Record<keyof PostFormValues, string>>;
  rest: string | undefined;
} {
  if (!(error instanceof ApiRequestError)) return { fields: {}, rest: errorToastText(undefined) };
  const fields: Partial<Record<keyof PostFormValues, string>> = {};
  const left: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(error.body?.errors ?? {})) {
    const list = Array.isArray(messages) ? messages.map(String) : [String(messages)];
    const key = Object.keys(API_FIELD_NAMES).find((k) => name === k || name.startsWith(`${k}.`));
    const field = key ? API_FIELD_NAMES[key] : undefined;
    if (field) fields[field] = [fields[field], ...list].filter(Boolean).join(', ');
    else left[name] = list;
  }
  if (Object.keys(left).length > 0) return { fields, rest: errorToastText({ errors: left }) };
  if (Object.keys(fields).length > 0) return { fields, rest: undefined };
  return { fields, rest: errorToastText(error.body) };
}
