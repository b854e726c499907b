/** nginx as a reverse proxy in front of `upstreamUrl`, with a keep-alive upstream block. */
import type { Started } from '../processes/child-processes.ts';
import { startNginx } from './nginx-server.ts';

export function startNginxProxy(binary: string, upstreamUrl: string): Promise<Started & { url: string }> {
  const upstream = new URL(upstreamUrl);
  return startNginx(
    binary,
    (port) => `  upstream content {
    server ${upstream.host};
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://content;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
    }
  }`,
  );
}
