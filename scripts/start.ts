/**
 * `npm start`: builds the client when its build is missing or older than its sources, then
 * starts the BFF (which embeds the content API unless UPSTREAM_URL/UPSTREAM_URL_TEMPLATE is set).
 */
import { buildClientIfStale, clientBuildIsStale } from './client-build-state.ts';
import { widenThreadPool } from './thread-pool-size.ts';

widenThreadPool();

if (clientBuildIsStale()) {
  console.log('start: building the client (client/dist is missing or older than its sources)');
  if (!buildClientIfStale()) process.exit(1);
}

await import('../server/main.ts');
