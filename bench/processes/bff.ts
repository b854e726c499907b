/**
 * The bench's BFF, in its own process in front of the upstream given as argv[2]; prints its URL.
 * It ends on SIGTERM through `process.exit`, so that a run under `node --cpu-prof` writes its
 * profile.
 */
import type { AddressInfo } from 'node:net';
import { buildBff } from '../../server/app.ts';
import { makeDist } from '../../server/test-support/bff-harness.ts';
import { BENCH_SESSION_SECRET } from '../sessions/bench-session.ts';

const bff = await buildBff({
  upstreamUrl: process.argv[2],
  siteHosts: ['localhost', '*.localhost', '127.0.0.1'],
  sessionSecrets: [BENCH_SESSION_SECRET],
  cookieSecure: false,
  upstreamTimeoutMs: 30_000,
  trustProxy: undefined,
  logLevel: 'warn',
  distDir: makeDist(),
});
await bff.listen({ port: 0, host: '127.0.0.1' });
console.log(`http://127.0.0.1:${(bff.server.address() as AddressInfo).port}`);
process.once('SIGTERM', () => {
  void bff.close().finally(() => process.exit(0));
});
