/** The bench's BFF, in its own process in front of the upstream given as argv[2]; prints its URL. */
import type { AddressInfo } from 'node:net';
import { buildBff } from '../../server/app.ts';
import { makeDist } from '../../server/test-support/bff-harness.ts';

const bff = await buildBff({
  upstreamUrl: process.argv[2],
  siteHosts: ['localhost', '*.localhost', '127.0.0.1'],
  sessionSecrets: ['bench-secret-0123456789-abcdefghijklmnop'],
  cookieSecure: false,
  upstreamTimeoutMs: 30_000,
  trustProxy: undefined,
  logLevel: 'warn',
  distDir: makeDist(),
});
await bff.listen({ port: 0, host: '127.0.0.1' });
console.log(`http://127.0.0.1:${(bff.server.address() as AddressInfo).port}`);
