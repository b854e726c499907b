/**
 * Serves the built floor SPA (argv[2], build-floor-spa.ts) as the BFF serves the real one: the
 * document for every path, compressed (Brotli when accepted), with the `Link` header of its head's
 * files (the BFF's own server/pages/preload-link-header.ts), the assets as their precompressed
 * Brotli or gzip copies, immutable. Prints its URL.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, normalize } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { preloadLinkHeader } from '../../server/pages/preload-link-header.ts';

const dir = process.argv[2] ?? '.';
const html = readFileSync(join(dir, 'index.html'));
const document = { br: brotliCompressSync(html), gzip: gzipSync(html, { level: 9 }), identity: html };
const preloads = preloadLinkHeader(html.toString());
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

function encodingFor(accept: string | undefined): 'br' | 'gzip' | 'identity' {
  if (accept?.includes('br')) return 'br';
  if (accept?.includes('gzip')) return 'gzip';
  return 'identity';
}

const server = createServer((req, res) => {
  const path = (req.url ?? '/').split('?', 1)[0] ?? '/';
  const encoding = encodingFor(req.headers['accept-encoding']);
  if (path.startsWith('/assets/')) {
    const file = join(dir, normalize(path).replace(/^(\.\.[/\\])+/, ''));
    const type = TYPES[file.slice(file.lastIndexOf('.'))] ?? 'application/octet-stream';
    const suffix = encoding === 'br' ? '.br' : encoding === 'gzip' ? '.gz' : '';
    const chosen = suffix && existsSync(file + suffix) ? file + suffix : file;
    if (!existsSync(chosen)) return void res.writeHead(404).end();
    const body = readFileSync(chosen);
    res.writeHead(200, {
      'content-type': type,
      'cache-control': 'public, max-age=31536000, immutable',
      'content-length': body.length,
      ...(chosen !== file ? { 'content-encoding': encoding } : {}),
    });
    return void res.end(body);
  }
  const body = document[encoding];
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-cache',
    'content-length': body.length,
    ...(encoding !== 'identity' ? { 'content-encoding': encoding } : {}),
    ...(preloads ? { link: preloads } : {}),
  });
  res.end(body);
});
server.keepAliveTimeout = 30_000;
server.listen(0, '127.0.0.1', () => {
  console.log(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
process.once('SIGTERM', () => process.exit(0));
