/**
 * The API's `errors` of a post save, put on the form's fields (an image slot's on its slot); the
 * error toast of docs/product.md#errors shows every message as well (useApiAction).
 */
import { ApiRequestError } from '../../../http/api-client.ts';
import { API_FIELD_NAMES, type PostFormValues } from './post-form-values.ts';

/** A form field, or an image slot's (`media.poster`: the API's own name of it). */
type PostFormErrorKey = keyof PostFormValues | `media.${string}`;

export function postFormErrors(error: unknown): Partial<Record<PostFormErrorKey, string>> {
  if (!(error instanceof ApiRequestError)) return {};
  const fields: Partial<Record<PostFormErrorKey, string>> = {};
  for (const [name, messages] of Object.entries(error.body?.errors ?? {})) {
    const list = Array.isArray(messages) ? messages.map(String) : [String(messages)];
    if (name.startsWith('media.')) {
      fields[name as `media.${string}`] = list.join(', ');
      continue;
    }
    const key = Object.keys(API_FIELD_NAMES).find((k) => name === k || name.startsWith(`${k}.`));
    const field = key ? API_FIELD_NAMES[key] : undefined;
    if (field) fields[field] = [fields[field], ...list].filter(Boolean).join(', ');
  }
  return fields;
}
