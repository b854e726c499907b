/**
 * One call to the upstream over undici, with its failures sorted into what the proxy answers:
 * unreachable or reset (502), too slow (504), or aborted by the browser (nothing to answer).
 */
import { type Dispatcher, request } from 'undici';

export type UpstreamBody = Dispatcher.ResponseData['body'];

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
  signal: AbortSignal;
  timeoutMs: number;
  dispatcher: Dispatcher;
}

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT']);

export async function callUpstream(input: UpstreamCallInput): Promise<UpstreamOutcome> {
  try {
    const response = await request(input.url, {
      method: input.method as Dispatcher.HttpMethod,
      headers: input.headers,
      body: input.body,
      signal: input.signal,
      dispatcher: input.dispatcher,
      headersTimeout: input.timeoutMs,
      bodyTimeout: input.timeoutMs,
    });
    return {
      kind: 'response',
      statusCode: response.statusCode,
      headers: response.headers,
      body: response.body,
    };
  } catch (error) {
    if (input.signal.aborted) return { kind: 'aborted' };
    const code = (error as { code?: string }).code ?? 'UNKNOWN';
    if (TIMEOUT_CODES.has(code)) return { kind: 'timeout' };
    return { kind: 'unreachable', code };
  }
}
