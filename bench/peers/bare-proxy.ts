/**
 * The floor of the authenticated pass-through (issue 26): what any cookie-to-bearer proxy of this
 * stack must do for a signed-in call, with no framework — node:http in, an undici Agent out (the BFF's settings), the
 * session cookie opened with the BFF's own cipher (a memo of opened cookies, as the BFF keeps),
 * the upstream's headers built by the BFF's own builder (`buildUpstreamHeaders`), the answer's
 * hop-by-hop headers dropped and its body sent back. Nothing else: no hooks, no site
 * resolution, no security headers, no logging. Started by the bench in front of the upstream
 * given as argv[2]; prints its URL.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent } from 'undici';
import { buildUpstreamHeaders, filterResponseHeaders } from '../../server/proxy/upstream-headers.ts';
import { createCookieCipher } from '../../server/session/cookie-crypto.ts';
import { BENCH_SESSION_SECRET } from '../sessions/bench-session.ts';

const origin = process.argv[2] ?? 'http://127.0.0.1:1';
/** the BFF's own dispatcher settings (server/app.ts) */
const upstream = new Agent({ keepAliveTimeout: 10_000, connections: 256 });
const cipher = createCookieCipher([BENCH_SESSION_SECRET]);

/** one cookie's value from a Cookie header, without parsing the others */
function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  const start = header.startsWith(`${name}=`) ? 0 : header.indexOf(`; ${name}=`);
  if (start < 0) return undefined;
  const from = start === 0 ? name.length + 1 : start + name.length + 3;
  const end = header.indexOf(';', from);
  return header.slice(from, end < 0 ? undefined : end);
}

function accessTokenOf(cookieHeader: string | undefined): string | undefined {
  const opened = cipher.open('access_token', cookieValue(cookieHeader, 'access_token'));
  if (!opened) return undefined;
  const token = (JSON.parse(opened) as { t?: unknown }).t;
  return typeof token === 'string' ? token : undefined;
}

const server = createServer(async (req, res) => {
  try {
    const answer = await upstream.request({
      origin,
      path: req.url ?? '/',
      method: 'GET',
      headers: buildUpstreamHeaders({
        incoming: req.headers,
        site: cookieValue(req.headers.cookie, 'site') ?? 'localhost',
        accessToken: accessTokenOf(req.headers.cookie),
        clientIp: req.socket.remoteAddress ?? '',
        requestId: '1',
      }),
    });
    // read whole, as the BFF reads a JSON answer (piping the body ended it early: undici then
    // closed the upstream connection and every request paid a new one)
    const body = Buffer.from(await answer.body.arrayBuffer());
    res.writeHead(answer.statusCode, filterResponseHeaders(answer.headers));
    res.end(body);
  } catch {
    if (!res.headersSent) res.writeHead(502).end();
    else res.destroy();
  }
});
server.keepAliveTimeout = 30_000;
server.listen(0, '127.0.0.1', () => {
  console.log(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
process.once('SIGTERM', () => process.exit(0));
