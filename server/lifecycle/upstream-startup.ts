/**
 * Where the BFF sends `/api/*`: the configured upstream(s), or — when neither UPSTREAM_URL nor
 * UPSTREAM_URL_TEMPLATE is set — the content API embedded in this process on loopback.
 */
import type { BffConfig } from '../config/env.ts';

export interface UpstreamHandle {
  /** the single upstream URL (undefined when a per-site template is used) */
  url: string | undefined;
  close(): Promise<void>;
}

export async function startUpstream(config: BffConfig, dataDir: string): Promise<UpstreamHandle> {
  if (config.upstreamUrl || config.upstreamUrlTemplate) {
    return { url: config.upstreamUrl, close: async () => {} };
  }
  const { startEmbeddedApi } = await import('../../api/embedded.ts');
  const api = await startEmbeddedApi({
    dataDir,
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
    // the BFF already logs one line per request; the embedded API adds only warnings and errors
    logLevel: config.logLevel === 'debug' || config.logLevel === 'trace' ? config.logLevel : 'warn',
  });
  return { url: api.url, close: api.close };
}
