/**
 * The floor of the content API's public reads (issue 26): node:http answering the very bodies the
 * API gave for the same requests, from memory, with no framework, no database and no work but a
 * map lookup. Started by the bench with argv[2] a JSON file of `{ "<request url>": "<body>" }`;
 * prints its URL.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const bodies = new Map<string, Buffer>(
  Object.entries(JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as Record<string, string>).map(
    ([url, body]) => [url, Buffer.from(body)],
  ),
);

const server = createServer((req, res) => {
  const body = bodies.get(req.url ?? '');
  if (!body) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  res.end(body);
});
server.keepAliveTimeout = 30_000;
server.listen(0, '127.0.0.1', () => {
  console.log(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
process.once('SIGTERM', () => process.exit(0));
