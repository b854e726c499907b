/** nginx answering every request with the same fixed JSON: the upstream the issue measured with. */
import type { Started } from '../processes/child-processes.ts';
import { COLORS_JSON } from './fixed-json.ts';
import { startNginx } from './nginx-server.ts';

export function startNginxUpstream(binary: string): Promise<Started & { url: string }> {
  return startNginx(
    binary,
    (port) => `  server {
    listen 127.0.0.1:${port};
    location / {
      default_type application/json;
      return 200 '${COLORS_JSON}';
    }
  }`,
  );
}
