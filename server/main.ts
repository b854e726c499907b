/**
 * The BFF process: configuration from the environment, the embedded content API when no
 * upstream is configured, graceful shutdown on SIGTERM/SIGINT (in-flight requests finish).
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadBffApiSecret } from '#shared/config/bff-api-secret.ts';
import { buildBff } from './app.ts';
import { ConfigError, parseEnv } from './config/env.ts';
import { startUpstream } from './lifecycle/upstream-startup.ts';
import { loadSessionSecrets } from './session/session-secret.ts';

const defaultDistDir = fileURLToPath(new URL('../client/dist', import.meta.url));

/** a bad setting, of the BFF or of the embedded API, stops the start with its message */
async function orExitOnConfigError<T>(step: () => T | Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = await orExitOnConfigError(() => parseEnv());
const dataDir = resolve(config.dataDir);
const upstream = await orExitOnConfigError(() => startUpstream(config, dataDir));

const app = await buildBff({
  upstreamUrl: upstream.url,
  upstreamUrlTemplate: config.upstreamUrlTemplate,
  siteHosts: config.siteHosts,
  panelHost: config.panelHost,
  sessionSecrets: loadSessionSecrets(config.sessionSecrets, dataDir),
  // the embedded API reads the same DATA_DIR: both find the one generated when none is set
  bffApiSecret: loadBffApiSecret(config.bffApiSecret, dataDir),
  cookieSecure: config.cookieSecure,
  upstreamTimeoutMs: config.upstreamTimeoutMs,
  trustProxy: config.trustProxy,
  logLevel: config.logLevel,
  distDir: config.clientDistDir ? resolve(config.clientDistDir) : defaultDistDir,
  serverLimits: config.serverLimits,
  maxConnectionsPerAddress: config.maxConnectionsPerAddress,
  learnSiteHosts: true,
  cache: config.publicCache,
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  const force = setTimeout(() => process.exit(1), 25_000);
  force.unref();
  await app.close();
  await upstream.close();
  process.exit(0);
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
console.log(`Food Truck Collective is serving on http://${shownHost}:${config.port}`);
if (config.panelHost) console.log(`Staff sign in at http://${config.panelHost}:${config.port}/team-login`);
