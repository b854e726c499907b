/**
 * `npm run bench`: GET /api/options/colors straight to a loopback upstream and through the BFF
 * (with a signed-in session cookie), side by side in one run. The upstream and the BFF each run
 * in their own process; autocannon drives the load from this one. Prints requests per second,
 * p50 and p99 latency, and the BFF/direct ratios.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { fakeJwt, sealedCookie } from '../server/test-support/bff-harness.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECRET = 'bench-secret-0123456789-abcdefghijklmnop';
const children: ChildProcess[] = [];

function startProcess(file: string, args: string[] = []): Promise<string> {
  const child = spawn(process.execPath, [fileURLToPath(new URL(file, import.meta.url)), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout?.once('data', (chunk) => resolve(String(chunk).trim()));
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}`)));
  });
}

async function measure(title: string, url: string, headers: Record<string, string>) {
  // warm-up: open connections and a warm JIT on both sides before measuring
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { title, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

try {
  const upstreamUrl = await startProcess('./processes/colors-upstream.ts');
  const bffUrl = await startProcess('./processes/bff.ts', [upstreamUrl]);
  const access = fakeJwt(Math.floor(Date.now() / 1000) + 3600);
  const cookie = [
    `access_token=${sealedCookie('access_token', JSON.stringify({ t: access, e: Date.now() + 3_600_000 }), SECRET)}`,
    `refresh_token=${sealedCookie('refresh_token', 'bench-refresh', SECRET)}`,
    'site=localhost',
  ].join('; ');

  const direct = await measure('direct to upstream', `${upstreamUrl}/api/options/colors`, {
    'x-forwarded-for': 'localhost',
    authorization: `Bearer ${access}`,
  });
  const proxied = await measure('through the BFF', `${bffUrl}/api/options/colors`, {
    host: 'localhost',
    cookie,
  });

  const row = (cells: string[]) =>
    console.log(cells.map((c, i) => (i === 0 ? c.padEnd(22) : c.padStart(12))).join(''));
  console.log(
    `\nGET /api/options/colors, ${CONNECTIONS} connections, ${DURATION_S} s each, Node ${process.version}\n`,
  );
  row(['', 'req/s', 'p50 ms', 'p99 ms']);
  for (const r of [direct, proxied]) row([r.title, r.rps.toFixed(0), r.p50.toFixed(1), r.p99.toFixed(1)]);
  row([
    'ratio BFF / direct',
    (proxied.rps / direct.rps).toFixed(2),
    (proxied.p50 / Math.max(direct.p50, 1)).toFixed(2),
    (proxied.p99 / Math.max(direct.p99, 1)).toFixed(2),
  ]);
} finally {
  for (const child of children) child.kill('SIGTERM');
}
