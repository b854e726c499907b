/**
 * The content API as its own process (`npm run start:api`), for deployments where several BFF
 * replicas share one API: `UPSTREAM_URL=http://<this host>:4000` on each BFF. Same data folder,
 * migrations, seeding and secrets as the embedded API. It trusts X-Forwarded-For and X-Real-IP
 * from its callers, so it must be reachable only by the BFFs (a private network), never publicly.
 */
import { resolve } from 'node:path';
import { widenThreadPool } from '../scripts/thread-pool-size.ts';

// before anything touches libuv's thread pool (see scripts/thread-pool-size.ts)
widenThreadPool();
const { startEmbeddedApi } = await import('./embedded.ts');

const port = Number(process.env.API_PORT ?? 4000);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error('Invalid configuration: API_PORT must be a port number');
  process.exit(1);
}

const api = await startEmbeddedApi({
  dataDir: resolve(process.env.DATA_DIR ?? './data'),
  adminEmail: process.env.ADMIN_EMAIL || undefined,
  adminPassword: process.env.ADMIN_PASSWORD || undefined,
  logLevel: process.env.LOG_LEVEL ?? 'info',
  host: process.env.API_HOST ?? '127.0.0.1',
  port,
});
console.log(`Content API is serving on ${api.url}`);

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    void api.close().then(() => process.exit(0));
  });
}
