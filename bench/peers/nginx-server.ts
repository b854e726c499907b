/**
 * nginx for the bench: found on the PATH (or /usr/sbin, where Debian puts it and where a
 * non-root PATH often does not look), run in the foreground as the bench's child with its own
 * configuration and prefix in a temporary folder, one worker process, on a loopback port.
 */
import { accessSync, constants, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { freePort } from '../../e2e/support/free-port.ts';
import { type Started, startProcess } from '../processes/child-processes.ts';

/** BENCH_NGINX: the binary to use, or `none` to run without nginx (the Node upstream instead) */
export function findNginx(): string | undefined {
  const chosen = process.env.BENCH_NGINX;
  if (chosen) return chosen === 'none' ? undefined : chosen;
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/local/sbin'];
  for (const dir of dirs.filter(Boolean)) {
    try {
      accessSync(join(dir, 'nginx'), constants.X_OK);
      return join(dir, 'nginx');
    } catch {
      // not in this folder
    }
  }
  return undefined;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Starts nginx with `http` holding what goes inside `http { }`, given the port it listens on. */
export async function startNginx(
  binary: string,
  http: (port: number) => string,
): Promise<Started & { url: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
  mkdirSync(join(dir, 'temp'));
  const port = await freePort();
  const temp = (name: string) => `${name}_temp_path ${join(dir, 'temp', name)};`;
  const conf = `daemon off;
master_process on;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  keepalive_requests 1000000;
  keepalive_timeout 60s;
${http(port)}
}
`;
  writeFileSync(join(dir, 'nginx.conf'), conf);
  const started = await startProcess({
    command: binary,
    args: ['-c', join(dir, 'nginx.conf'), '-p', dir],
    probe: async () => ((await accepts(port)) ? `http://127.0.0.1:${port}` : undefined),
    timeoutMs: 15_000,
  });
  return { ...started, url: started.ready };
}
