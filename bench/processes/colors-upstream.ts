/**
 * The bench's Node upstream (used when nginx is not installed): answers every request with the
 * fixed colours JSON; prints its URL.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { COLORS_JSON } from '../peers/fixed-json.ts';

const server = createServer((_req, res) => {
  res.writeHead(200, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(COLORS_JSON),
  });
  res.end(COLORS_JSON);
});
server.keepAliveTimeout = 30_000;
server.listen(0, '127.0.0.1', () => {
  console.log(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
process.once('SIGTERM', () => process.exit(0));
