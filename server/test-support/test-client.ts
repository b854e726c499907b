/** A small HTTP client for the BFF's tests: any Host header, raw Set-Cookie parsing. */
import { request } from 'undici';

export interface CallOptions {
  method?: string;
  host?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  json?: unknown;
  signal?: AbortSignal;
}

export interface SetCookie {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
  raw: string;
}

export interface CallResult {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: unknown;
  cookies: SetCookie[];
  cookie(name: string): SetCookie | undefined;
}

export function parseSetCookie(raw: string): SetCookie {
  const [pair = '', ...attrs] = raw.split(';').map((part) => part.trim());
  const eq = pair.indexOf('=');
  const attributes: Record<string, string | true> = {};
  for (const attr of attrs) {
    const i = attr.indexOf('=');
    if (i === -1) attributes[attr.toLowerCase()] = true;
    else attributes[attr.slice(0, i).toLowerCase()] = attr.slice(i + 1);
  }
  return { name: pair.slice(0, eq), value: pair.slice(eq + 1), attributes, raw };
}

export async function call(baseUrl: string, path: string, options: CallOptions = {}): Promise<CallResult> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.host) headers.host = options.host;
  let body = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['content-type'] ??= 'application/json';
  }
  const response = await request(`${baseUrl}${path}`, {
    method: (options.method ?? 'GET') as 'GET',
    headers,
    body,
    signal: options.signal,
  });
  const text = await response.body.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  const rawCookies = response.headers['set-cookie'];
  const cookies = (Array.isArray(rawCookies) ? rawCookies : rawCookies ? [rawCookies] : []).map(
    parseSetCookie,
  );
  return {
    status: response.statusCode,
    headers: response.headers,
    text,
    json,
    cookies,
    cookie: (name) => cookies.find((c) => c.name === name),
  };
}

/** Turns the Set-Cookie answers of a response into the Cookie header a browser would send next. */
export function cookieJar(results: CallResult[]): string {
  const jar = new Map<string, string>();
  for (const result of results) {
    for (const c of result.cookies) {
      if (
        c.value === '' ||
        c.attributes['max-age'] === '0' ||
        String(c.attributes.expires ?? '').includes('1970')
      )
        jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

/**
 * Sends a request line exactly as given (no URL normalisation, unlike undici and fetch) and
 * returns the status code and body. For paths a normal client would rewrite, like `/a/../b`.
 */
export async function rawRequest(
  baseUrl: string,
  requestLine: string,
  headers: Record<string, string>,
): Promise<{ status: number; text: string }> {
  const { port, hostname } = new URL(baseUrl);
  const { connect } = await import('node:net');
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      const head = Object.entries({ ...headers, connection: 'close' })
        .map(([k, v]) => `${k}: ${v}`)
        .join('\r\n');
      socket.write(`${requestLine} HTTP/1.1\r\n${head}\r\n\r\n`);
    });
    let data = '';
    socket.on('data', (chunk) => {
      data += String(chunk);
    });
    socket.on('end', () => {
      const status = Number(data.slice(9, 12));
      resolve({ status, text: data.slice(data.indexOf('\r\n\r\n') + 4) });
    });
    socket.on('error', reject);
  });
}
