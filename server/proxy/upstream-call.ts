/**
 * One call to the upstream over undici, with its failures sorted into what the proxy answers:
 * unreachable or reset (502), too slow (504), or aborted by the browser (nothing to answer).
 *
 * The call is dispatched with a handler of our own rather than undici's `request()`: an answer
 * whose length is announced and at most BUFFERED_ANSWER_MAX_BYTES (nearly every JSON answer) is
 * collected into one Buffer — no Readable stream between undici and the reply, so the proxy
 * sends it in a single write and compression can take its synchronous path (or skip a tiny
 * answer altogether). A longer answer, or one of unknown length, comes as a stream with
 * back-pressure, as before (docs/decisions/022-bff-speed-and-public-cache.md).
 */
import { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';
import type { CallSignal } from './client-abort.ts';

/** answers up to this length (announced by Content-Length) arrive as one Buffer */
export const BUFFERED_ANSWER_MAX_BYTES = 1024 * 1024;

export interface UpstreamBody {
  /** the whole body when it was small enough to collect; undefined when it streams */
  readonly bytes: Buffer | undefined;
  /** the body as a stream (a collected body is wrapped once) */
  stream(): Readable;
  text(): Promise<string>;
  json(): Promise<unknown>;
  /** reads and forgets the rest of the body, so the connection can be reused */
  dump(): Promise<void>;
}

export type UpstreamOutcome =
  | {
      kind: 'response';
      statusCode: number;
      headers: Record<string, string | string[] | undefined>;
      body: UpstreamBody;
    }
  | { kind: 'unreachable'; code: string }
  | { kind: 'timeout' }
  | { kind: 'aborted' };

export interface UpstreamCallInput {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: Buffer | undefined;
  /** the browser going away; without one only the timeouts end the call */
  signal?: CallSignal | undefined;
  timeoutMs: number;
  dispatcher: Dispatcher;
}

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT']);

/** A collected body not complete within the call's time limit: answered as a timeout (504). */
class BodyDeadlineError extends Error {
  readonly code = 'UND_ERR_BODY_TIMEOUT';
  constructor() {
    super('the answer did not arrive in time');
  }
}

/** `http://host:port/base/api/x?y` → origin and path, as undici's dispatch wants them */
function splitUrl(url: string): { origin: string; path: string } {
  const slash = url.indexOf('/', url.indexOf('//') + 2);
  return slash === -1 ? { origin: url, path: '/' } : { origin: url.slice(0, slash), path: url.slice(slash) };
}

function collectedBody(bytes: Buffer): UpstreamBody {
  return {
    bytes,
    stream: () => Readable.from([bytes], { objectMode: false }),
    text: async () => bytes.toString('utf8'),
    json: async () => JSON.parse(bytes.toString('utf8')),
    dump: async () => {},
  };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function streamedBody(stream: Readable): UpstreamBody {
  return {
    bytes: undefined,
    stream: () => stream,
    text: async () => (await readAll(stream)).toString('utf8'),
    json: async () => JSON.parse((await readAll(stream)).toString('utf8')),
    dump: async () => {
      // a body abandoned half-way would hold the connection: destroy it instead (undici closes it)
      stream.destroy();
    },
  };
}

function contentLengthOf(headers: Record<string, string | string[] | undefined>): number | undefined {
  const value = headers['content-length'];
  if (typeof value !== 'string') return undefined;
  const length = Number(value);
  return Number.isSafeInteger(length) && length >= 0 ? length : undefined;
}

function sorted(error: unknown, signal: CallSignal | undefined): UpstreamOutcome {
  if (signal?.aborted) return { kind: 'aborted' };
  const code = (error as { code?: string } | undefined)?.code ?? 'UNKNOWN';
  if (TIMEOUT_CODES.has(code)) return { kind: 'timeout' };
  return { kind: 'unreachable', code };
}

export function callUpstream(input: UpstreamCallInput): Promise<UpstreamOutcome> {
  const { signal } = input;
  if (signal?.aborted) return Promise.resolve({ kind: 'aborted' });
  const { origin, path } = splitUrl(input.url);

  return new Promise<UpstreamOutcome>((resolve) => {
    let controller: Dispatcher.DispatchController | undefined;
    let settled = false;
    let statusCode = 0;
    let headers: Record<string, string | string[] | undefined> = {};
    // buffered mode: the chunks so far; streamed mode: the stream the caller reads
    let chunks: Buffer[] | undefined;
    let stream: Readable | undefined;
    // the body has ended or failed: destroying the stream no longer aborts anything
    let settledBody = false;
    // a collected body must be complete within the time limit of the whole call: a body that
    // drips in (each piece within undici's idle timeout) is still cut, and answered 504
    const startedAt = performance.now();
    let expected = 0;
    let received = 0;
    let deadline: NodeJS.Timeout | undefined;

    const abortReason = () => (signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
    const onAbort = () => controller?.abort(abortReason());
    signal?.addEventListener('abort', onAbort, { once: true });
    const finish = (outcome: UpstreamOutcome | undefined) => {
      signal?.removeEventListener('abort', onAbort);
      if (outcome && !settled) {
        settled = true;
        resolve(outcome);
      }
    };

    const handler: Dispatcher.DispatchHandler = {
      onRequestStart(requestController) {
        controller = requestController;
        if (signal?.aborted) requestController.abort(abortReason());
      },
      onResponseStart(_controller, status, responseHeaders) {
        if (status < 200) return; // 1xx: the real answer follows
        statusCode = status;
        headers = responseHeaders as Record<string, string | string[] | undefined>;
        const length = contentLengthOf(headers);
        const bodyless = input.method === 'HEAD' || status === 204 || status === 304;
        if (!bodyless && length !== undefined && length <= BUFFERED_ANSWER_MAX_BYTES) {
          chunks = [];
          expected = length;
          return;
        }
        stream = new Readable({
          read: () => controller?.resume(),
          destroy: (error, callback) => {
            if (!settledBody) controller?.abort(error ?? new Error('body abandoned'));
            callback(error);
          },
        });
        // the signal keeps aborting the call while the stream is read
        settled = true;
        resolve({ kind: 'response', statusCode, headers, body: streamedBody(stream) });
      },
      onResponseData(responseController, chunk) {
        if (chunks) {
          chunks.push(chunk);
          received += chunk.length;
          // most answers arrive with their headers: the timer is only for the rest
          if (deadline === undefined && received < expected) {
            const left = Math.max(0, input.timeoutMs - (performance.now() - startedAt));
            deadline = setTimeout(() => responseController.abort(new BodyDeadlineError()), left);
          }
        } else if (stream && !stream.push(chunk)) responseController.pause();
      },
      onResponseEnd() {
        settledBody = true;
        clearTimeout(deadline);
        if (stream) {
          stream.push(null);
          finish(undefined);
          return;
        }
        const all = chunks ?? [];
        const bytes = all.length === 1 ? (all[0] as Buffer) : Buffer.concat(all);
        finish({ kind: 'response', statusCode, headers, body: collectedBody(bytes) });
      },
      onResponseError(_controller, error) {
        settledBody = true;
        clearTimeout(deadline);
        if (stream) {
          stream.destroy(error);
          finish(undefined);
          return;
        }
        finish(sorted(error, signal));
      },
    };

    try {
      input.dispatcher.dispatch(
        {
          origin,
          path,
          method: input.method as Dispatcher.HttpMethod,
          headers: input.headers,
          body: input.body,
          headersTimeout: input.timeoutMs,
          bodyTimeout: input.timeoutMs,
        },
        handler,
      );
    } catch (error) {
      finish(sorted(error, signal));
    }
  });
}
