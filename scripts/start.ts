/**
 * `npm start`: builds the client when its build is missing or older than its sources, then
 * starts the BFF (which embeds the content API unless UPSTREAM_URL/UPSTREAM_URL_TEMPLATE is set).
 * The local demo (no SITE_HOSTS of one's own) puts staff on `panel.localhost`, a host of their own
 * (docs/decisions/033); `PANEL_HOST=` (empty) keeps them on the sites' hosts.
 */

import { widenThreadPool } from '../api/runtime/thread-pool-size.ts';
import { buildClientIfStale, clientBuildIsStale } from './client-build-state.ts';

widenThreadPool();

if (process.env.PANEL_HOST === undefined && process.env.SITE_HOSTS === undefined) {
  process.env.PANEL_HOST = 'panel.localhost';
} else if (process.env.PANEL_HOST === '') {
  delete process.env.PANEL_HOST;
}

if (clientBuildIsStale()) {
  console.log('start: building the client (client/dist is missing or older than its sources)');
  if (!buildClientIfStale()) process.exit(1);
}

await import('../server/main.ts');
