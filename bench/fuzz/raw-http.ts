/**
 * A deliberately small HTTP/1.1 client on a raw socket: the fuzzer must be able to send what a
 * well-behaved client library refuses to (raw invalid UTF-8 in the request target or a header,
 * duplicate Content-Length, a body cut short, a connection dropped mid-upload). One connection
 * per request (`Connection: close`), from a chosen loopback source address, so that the BFF
 * sees different client addresses (its `X-Real-IP`) without any forged header.
 */
import { connect } from 'node:net';

export type HeaderValue = string | Buffer;

export interface RawRequest {
  method: string;
  /** the request target as sent on the request line; a Buffer may hold any bytes */
  target: string | Buffer;
  /** sent in this order, as given (no validation); a Content-Length is added for a body unless present */
  headers: [string, HeaderValue][];
  body?: Buffer | undefined;
  /** send only this many bytes of the body, then close the connection (an aborted upload) */
  abortAfterBodyBytes?: number | undefined;
  /** bytes written verbatim instead of the request built from the fields above */
  verbatim?: Buffer | undefined;
}

export interface RawResponse {
  /** 0 when no status line came back */
  status: number;
  headers: Record<string, string[]>;
  body: Buffer;
  /** why there is no (complete) answer: `timeout`, `closed`, a socket error code */
  failure?: string;
  /** the request was not fully sent when the connection ended (the server closed it early) */
  cutShort?: boolean;
  ms: number;
}

const CRLF = Buffer.from('\r\n');
const WRITE_SLICE = 64 * 1024;

function buildRequestBytes(request: RawRequest): Buffer {
  if (request.verbatim) return request.verbatim;
  const parts: Buffer[] = [
    Buffer.from(`${request.method} `),
    Buffer.from(request.target),
    Buffer.from(' HTTP/1.1'),
    CRLF,
  ];
  const hasLength = request.headers.some(([name]) => name.toLowerCase() === 'content-length');
  const hasChunked = request.headers.some(([name]) => name.toLowerCase() === 'transfer-encoding');
  const headers = [...request.headers];
  if (request.body && !hasLength && !hasChunked)
    headers.push(['Content-Length', String(request.body.length)]);
  for (const [name, value] of headers) parts.push(Buffer.from(`${name}: `), Buffer.from(value), CRLF);
  parts.push(CRLF);
  if (request.body) {
    const body =
      request.abortAfterBodyBytes === undefined
        ? request.body
        : request.body.subarray(0, request.abortAfterBodyBytes);
    parts.push(body);
  }
  return Buffer.concat(parts);
}

function decodeChunked(data: Buffer): Buffer {
  const out: Buffer[] = [];
  let at = 0;
  while (at < data.length) {
    const lineEnd = data.indexOf('\r\n', at);
    if (lineEnd === -1) break;
    const size = Number.parseInt(data.subarray(at, lineEnd).toString('latin1').split(';')[0] ?? '', 16);
    if (!Number.isFinite(size) || size === 0) break;
    out.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(out);
}

/** Drops interim `1xx` answers (100 Continue) in front of the final one. */
function stripInformational(data: Buffer): Buffer {
  let rest = data;
  while (/^HTTP\/1\.[01] 1\d\d/.test(rest.subarray(0, 12).toString('latin1'))) {
    const end = rest.indexOf('\r\n\r\n');
    if (end === -1) return rest;
    rest = rest.subarray(end + 4);
  }
  return rest;
}

function parseResponse(raw: Buffer, method: string): Omit<RawResponse, 'ms'> | undefined {
  const data = stripInformational(raw);
  const headEnd = data.indexOf('\r\n\r\n');
  if (headEnd === -1) return undefined;
  const lines = data.subarray(0, headEnd).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(lines[0] ?? '')?.[1] ?? 0);
  const headers: Record<string, string[]> = {};
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] ??= [];
    headers[name].push(value);
  }
  let body = data.subarray(headEnd + 4);
  if (method === 'HEAD' || status === 204 || status === 304) body = Buffer.alloc(0);
  else if (headers['transfer-encoding']?.some((v) => v.toLowerCase().includes('chunked')))
    body = decodeChunked(body);
  else if (headers['content-length']) body = body.subarray(0, Number(headers['content-length'][0]));
  return { status, headers, body };
}

export interface SendOptions {
  port: number;
  localAddress?: string | undefined;
  timeoutMs: number;
}

/** Sends one request and reads the answer until the server closes the connection. */
export function sendRaw(request: RawRequest, options: SendOptions): Promise<RawResponse> {
  const started = performance.now();
  const bytes = buildRequestBytes(request);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let settled = false;
    const socket = connect({ host: '127.0.0.1', port: options.port, localAddress: options.localAddress });
    let written = 0;
    const finish = (failure?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const parsed = parseResponse(Buffer.concat(chunks), request.method);
      const ms = performance.now() - started;
      if (parsed && parsed.status > 0) resolve({ ...parsed, ms });
      else {
        resolve({
          status: 0,
          headers: {},
          body: Buffer.concat(chunks),
          failure: failure ?? 'closed',
          cutShort: written < bytes.length,
          ms,
        });
      }
    };
    const timer = setTimeout(() => finish('timeout'), options.timeoutMs);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      // complete by its Content-Length: no need to wait for the close
      const data = stripInformational(chunks.length === 1 ? chunk : Buffer.concat(chunks));
      const headEnd = data.indexOf('\r\n\r\n');
      if (headEnd === -1) return;
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(data.subarray(0, headEnd).toString('latin1'))?.[1];
      if (
        request.method === 'HEAD' ||
        (length !== undefined && data.length >= headEnd + 4 + Number(length))
      ) {
        finish();
      }
    });
    socket.on('end', () => finish());
    socket.on('close', () => finish());
    // a server that answers before reading the whole body (413, 400) may reset the rest: the
    // answer already read still counts
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (chunks.length > 0) finish();
      else finish(error.code ?? error.message);
    });
    socket.on('connect', async () => {
      // in slices, so that an early answer (413 while the body is still coming) is seen and the
      // rest of the body is not pushed into a connection the server is closing
      for (let at = 0; at < bytes.length && !settled && chunks.length === 0; at += WRITE_SLICE) {
        const slice = bytes.subarray(at, at + WRITE_SLICE);
        const flushed = socket.write(slice, (error) => {
          if (!error) written += slice.length;
        });
        if (!flushed) {
          await new Promise<void>((resolve) => {
            const done = () => {
              socket.off('drain', done);
              socket.off('close', done);
              resolve();
            };
            socket.on('drain', done);
            socket.on('close', done);
          });
        }
      }
      if (request.abortAfterBodyBytes !== undefined && !settled) {
        // an aborted upload: give the server a moment to start reading, then drop the connection
        setTimeout(() => finish('aborted by the client'), 50);
      }
    });
  });
}
