/**
 * Partial updates (PATCH, and the PUTs that take any subset of fields): the changes a request
 * asks for, without the fields it left out. None at all is a 400 "Nothing to change" in the
 * error shape, never an empty SQL `SET` (a syntax error, a 500) nor a write that changes nothing.
 */
import { badRequest } from './http-error.ts';

export type Changes<T> = { [K in keyof T]?: Exclude<T[K], undefined> };

export const NOTHING_TO_CHANGE = 'Nothing to change';

export function requireChanges<T extends Record<string, unknown>>(changes: T): Changes<T> {
  const given = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  if (Object.keys(given).length === 0) {
    throw badRequest(NOTHING_TO_CHANGE, { body: ['Send at least one field to change'] });
  }
  return given as Changes<T>;
}
