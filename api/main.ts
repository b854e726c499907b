/**
 * The content API as its own process (`npm run start:api`), for deployments where several BFF
 * replicas share one API: `UPSTREAM_URL=http://<this host>:4000` on each BFF. Same data folder,
 * migrations, seeding and secrets as the embedded API; with DATABASE_URL the content lives in
 * PostgreSQL, and several of these processes can serve the same database. It trusts X-Forwarded-For and X-Real-IP
 * from its callers, so it must be reachable only by the BFFs (a private network), never publicly.
 */
import { resolve } from 'node:path';
import { widenThreadPool } from './runtime/thread-pool-size.ts';

// before anything touches libuv's thread pool (see api/runtime/thread-pool-size.ts)
widenThreadPool();
const { ConfigError, parseApiEnv } = await import('./config/api-env.ts');
const { startEmbeddedApi } = await import('./embedded.ts');

let env: ReturnType<typeof parseApiEnv>;
try {
  env = parseApiEnv();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const api = await startEmbeddedApi({
  dataDir: resolve(env.dataDir),
  adminEmail: env.adminEmail,
  adminPassword: env.adminPassword,
  logLevel: env.logLevel,
  host: env.host,
  port: env.port,
  env,
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
