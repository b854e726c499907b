/**
 * The hosts the BFF serves: the `SITE_HOSTS` allow-list plus the hosts the content API says it
 * has (`GET /api/sites/hosts`), so a domain created in the panel is served without a restart.
 * The learned list is fetched at start, every `intervalMs`, and at once after a domain is
 * created (app.ts). A host on neither list is still refused. Only with one upstream for every
 * site (embedded API or UPSTREAM_URL): with a per-site template there is no one API to ask.
 */
import type { FastifyBaseLogger } from 'fastify';
import { type Dispatcher, request } from 'undici';
import { API } from '#shared/api-paths.ts';
import { type HostAllowList, normalizeHost } from './host-allow-list.ts';

export interface SiteHostDirectory extends HostAllowList {
  /** fetches the API's hosts now (concurrent calls share one fetch) */
  refresh(): Promise<void>;
  /** the hosts learned from the API, for tests and logs */
  readonly learned: ReadonlySet<string>;
  close(): void;
}

export const SITE_HOSTS_REFRESH_MS = 60_000;
/** the list is small and local: an API that takes longer is treated as not answering */
const FETCH_TIMEOUT_MS = 5_000;

export function createSiteHostDirectory(options: {
  configured: HostAllowList;
  upstreamUrl: string;
  dispatcher: Dispatcher;
  timeoutMs: number;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): SiteHostDirectory {
  let learned = new Set<string>();
  let inFlight: Promise<void> | undefined;
  let warned = false;

  async function fetchHosts(): Promise<void> {
    try {
      const answer = await request(`${options.upstreamUrl}${API.siteHosts}`, {
        dispatcher: options.dispatcher,
        headersTimeout: Math.min(options.timeoutMs, FETCH_TIMEOUT_MS),
        bodyTimeout: Math.min(options.timeoutMs, FETCH_TIMEOUT_MS),
        headers: { accept: 'application/json' },
      });
      if (answer.statusCode !== 200) {
        await answer.body.dump();
        throw new Error(`answered ${answer.statusCode}`);
      }
      const hosts = ((await answer.body.json()) as { data?: { hosts?: unknown } }).data?.hosts;
      if (!Array.isArray(hosts)) throw new Error('answered without a host list');
      // only well-formed host names join the allow-list
      learned = new Set(hosts.map((host) => normalizeHost(String(host))).filter((h) => h !== undefined));
      warned = false;
    } catch (error) {
      // keep the last known list; say so once until it works again
      if (!warned)
        options.log.warn({ err: (error as Error).message }, 'could not read the site hosts of the API');
      warned = true;
    }
  }

  const timer = setInterval(() => void directory.refresh(), options.intervalMs ?? SITE_HOSTS_REFRESH_MS);
  timer.unref();

  const directory: SiteHostDirectory = {
    get learned() {
      return learned;
    },
    allows(host) {
      if (options.configured.allows(host)) return true;
      const normalized = normalizeHost(host);
      return normalized !== undefined && learned.has(normalized);
    },
    refresh() {
      inFlight ??= fetchHosts().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
    close() {
      clearInterval(timer);
    },
  };
  return directory;
}
