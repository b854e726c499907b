/**
 * The API as a screen test stubs it: `fetch` replaced by a function that hands each request to the
 * test's `answer` with its method, JSON body and headers already read. The tests' `afterEach`
 * puts `fetch` back with `vi.unstubAllGlobals()`. Answers are built with api-answers.ts.
 */
import { vi } from 'vitest';

export interface StubbedRequest {
  /** as the client asked for it: path and query, e.g. `/api/posts?type=2` */
  url: string;
  /** upper case, GET when the client named none */
  method: string;
  /** the JSON body parsed, undefined for a request without one */
  body: ReturnType<typeof JSON.parse>;
  headers: Headers;
}

/** Stubs `fetch` with `answer`; the stub is returned, to inspect or re-implement in a test. */
export function stubApi(answer: (request: StubbedRequest) => Response | Promise<Response>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    answer({
      url: String(input),
      method: init?.method ?? 'GET',
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      headers: new Headers(init?.headers),
    }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
