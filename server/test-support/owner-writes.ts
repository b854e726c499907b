/**
 * The stack's owner signed in through the BFF (tokens in cookies only, as a browser holds them)
 * and its writes sent through it with the headers a browser's would carry, so the BFF's rule of
 * writes shown to visitors sees them. A write that is refused fails the test.
 */
import type { Test } from 'tap';
import { API } from '#shared/api-paths.ts';
import { OWNER } from './stack-harness.ts';
import { call, cookieJar } from './test-client.ts';

/** A JSON answer of a write: `{id}` (posts) or `{data: {id}}` (the simple collections). */
export type Written = { id: number; data: { id: number } };

export async function ownerWrites(
  t: Test,
  bffUrl: string,
  host: string,
): Promise<(method: string, path: string, json: unknown) => Promise<Written>> {
  const write = { 'x-csrf': '1', origin: `http://${host}` };
  const login = await call(bffUrl, API.auth.login, { method: 'POST', host, headers: write, json: OWNER });
  t.ok(login.status === 200, `the owner signs in: ${login.status} ${login.text}`);
  const headers = { ...write, cookie: cookieJar([login]) };
  return async (method, path, json) => {
    const answer = await call(bffUrl, path, { method, host, headers, json });
    t.ok(answer.status < 300, `${method} ${path}: ${answer.status} ${answer.text}`);
    return answer.json as Written;
  };
}
