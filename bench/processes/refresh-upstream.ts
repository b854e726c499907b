/**
 * The refresh storm's upstream, speaking the API's auth contract as the BFF uses it
 * (server/proxy/refresh-coordinator.ts): `POST /api/auth/refresh-tokens` with the refresh token
 * as bearer answers `{data: {access_token, refresh_token}}` after REFRESH_DELAY_MS (argv[2],
 * default 20 ms, roughly a real rotation's write) and counts the calls per refresh token; any
 * other request answers the colours JSON when its bearer is a JWT-shaped token not yet expired,
 * 401 otherwise. `GET /bench/refresh-counts` lists the counts. Prints its URL.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API } from '#shared/api-paths.ts';
import { COLORS_JSON } from '../peers/fixed-json.ts';
import { benchJwt } from '../sessions/bench-jwt.ts';

const refreshDelayMs = Number(process.argv[2] ?? 20);
const refreshes = new Map<string, number>();

function send(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

function unexpired(bearer: string): boolean {
  try {
    const claims = JSON.parse(Buffer.from(bearer.split('.')[1] ?? '', 'base64url').toString()) as {
      exp?: number;
    };
    return typeof claims.exp === 'number' && claims.exp * 1000 > Date.now();
  } catch {
    return false;
  }
}

const server = createServer((req, res) => {
  req.resume();
  const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');
  if (req.method === 'GET' && req.url === '/bench/refresh-counts') {
    return send(res, 200, JSON.stringify(Object.fromEntries(refreshes)));
  }
  if (req.method === 'POST' && req.url === API.auth.refreshTokens) {
    refreshes.set(bearer, (refreshes.get(bearer) ?? 0) + 1);
    const access = benchJwt(Math.floor(Date.now() / 1000) + 900, bearer);
    setTimeout(
      () => send(res, 200, JSON.stringify({ data: { access_token: access, refresh_token: `${bearer}.2` } })),
      refreshDelayMs,
    );
    return;
  }
  if (unexpired(bearer)) return send(res, 200, COLORS_JSON);
  return send(res, 401, JSON.stringify({ statusCode: 401, message: 'Unauthorized' }));
});
server.keepAliveTimeout = 30_000;
server.listen(0, '127.0.0.1', () => {
  console.log(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
process.once('SIGTERM', () => process.exit(0));
