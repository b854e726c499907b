/**
 * A real HTTP upstream on loopback for the BFF's tests: it records every request it receives
 * (method, url, headers, body) and answers with whatever the test's handler decides.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export type UpstreamHandler = (
  request: RecordedRequest,
  res: ServerResponse,
  raw: IncomingMessage,
) => void | Promise<void>;

export interface RecordingUpstream {
  url: string;
  requests: RecordedRequest[];
  /** requests to a path (query ignored) */
  to(path: string): RecordedRequest[];
  handle(handler: UpstreamHandler): void;
  close(): Promise<void>;
}

export function json(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string | string[]> = {},
) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

export async function startRecordingUpstream(initial?: UpstreamHandler): Promise<RecordingUpstream> {
  const requests: RecordedRequest[] = [];
  let handler: UpstreamHandler = initial ?? ((_req, res) => json(res, 200, { ok: true }));
  const server = createServer(async (raw, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of raw) chunks.push(chunk as Buffer);
    const recorded = {
      method: raw.method ?? '',
      url: raw.url ?? '',
      headers: raw.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    requests.push(recorded);
    try {
      await handler(recorded, res, raw);
    } catch {
      if (!res.headersSent) json(res, 500, { statusCode: 500, message: 'test upstream failed' });
    }
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    to: (path) => requests.filter((r) => r.url.split('?', 1)[0] === path),
    handle(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
