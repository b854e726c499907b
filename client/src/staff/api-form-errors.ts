/**
 * Field errors of an API answer (`errors: {field: [messages]}`) for a form: the messages of each
 * field the form shows, and what is left (other fields, or only a `message`) for a toast.
 */
import { errorToastText } from '../feedback/error-toast-text.ts';
import { ApiRequestError } from '../http/api-client.ts';

export interface FormErrorSplit {
  /** first message of each field the form shows */
  fields: Record<string, string>;
  /** text for a toast when something could not be put on a field, else undefined */
  rest: string | undefined;
}

export function splitApiErrors(error: unknown, formFields: readonly string[]): FormErrorSplit {
  if (!(error instanceof ApiRequestError)) return { fields: {}, rest: errorToastText(undefined) };
  const errors = error.body?.errors ?? {};
  const fields: Record<string, string> = {};
  const left: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(errors)) {
    const list = Array.isArray(messages) ? messages.map(String) : [String(messages)];
    const target = formFields.find((field) => field === name || field.endsWith(`.${name}`));
    if (target && list.length > 0) fields[target] = list.join(', ');
    else left[name] = list;
  }
  const matched = Object.keys(fields).length > 0;
  if (Object.keys(left).length > 0) return { fields, rest: errorToastText({ errors: left }) };
  if (matched) return { fields, rest: undefined };
  return { fields, rest: errorToastText(error.body) };
}
