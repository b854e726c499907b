/** The services every part of the BFF shares, built once in app.ts and handed to each plugin. */
import type { Dispatcher } from 'undici';
import type { RefreshCoordinator } from './proxy/refresh-coordinator.ts';
import type { SessionCookies } from './session/session-cookies.ts';
import type { HostAllowList } from './sites/host-allow-list.ts';
import type { StaffHost } from './sites/staff-host.ts';
import type { UpstreamResolver } from './sites/upstream-url.ts';

export interface BffContext {
  allowList: HostAllowList;
  /** the staff host (`PANEL_HOST`); undefined: staff share the sites' hosts */
  staffHost: StaffHost | undefined;
  cookies: SessionCookies;
  upstreamOf: UpstreamResolver;
  dispatcher: Dispatcher;
  refresher: RefreshCoordinator;
  upstreamTimeoutMs: number;
  /**
   * delay before replaying a request after a refresh or a retryable status
   * (docs/product.md#sessions-and-retries: 500 ms)
   */
  retryDelayMs: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** the allow-listed site host this request works on (set by the site hook) */
    site: string;
    /** a sign-in on the staff host with no site named (site hook): the API may pick the account's own */
    signInAnySite: boolean;
  }
}
