/**
 * `npm run bench` (issue 11): starts everything it measures, prints one table and writes it with
 * the machine's CPU count and Node version to bench/results/latest.md; exits 1 when a goal is
 * missed. In order: proxy throughput side by side (upstream direct, nginx proxy, express +
 * http-proxy-middleware, the BFF signed in and public), the BFF's added p99 at a fixed
 * 1,000 req/s, the BFF's memory at load, the content API's by-url and by-type at fixed rates,
 * the refresh storm, each kind of public page on the throttled phone (headless Chromium), then
 * public reads during 20 concurrent sign-ins (against the same reads alone) and sign-in latency
 * under uploads, and public reads while visitors' beacons arrive at 2,000/s (insights).
 *
 * Knobs: BENCH_SECONDS (10, each measurement), BENCH_CONNECTIONS (32), BENCH_ROUNDS (3: the
 * side-by-side measurements are taken in this many interleaved slices), BENCH_MEMORY_SECONDS
 * (300), BENCH_MEMORY_RATE (1,000 req/s), BENCH_BY_TYPE_RATE (10 req/s), BENCH_WARMUP_SECONDS (10:
 * the load each fixed-rate measurement gets at its rate before it is measured), BENCH_PHONE_LOADS
 * (8: loads of each public page on the throttled phone), BENCH_ONLY (a comma list of proxy,
 * latency, memory, api, storm, phone, sign-in, insights: run only those parts), BENCH_CPU_PROF (a
 * folder: the BFF of the proxy parts runs under `node --cpu-prof` and writes its profile there
 * when it ends; summarise it with `node bench/report/cpu-profile-top.ts FILE`), BENCH_NGINX (the
 * nginx binary, or `none`), BENCH_BFF_NODE_FLAGS (more flags for the BFF's node, e.g.
 * `--max-semi-space-size=32`, to try a runtime setting), BENCH_API_NODE_FLAGS (the same for the
 * content API's node).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { stopAll } from './processes/child-processes.ts';
import { machineLine, probeMachine } from './report/machine.ts';
import { markdownTable } from './report/markdown-table.ts';
import type { Row } from './report/rows.ts';
import { addedLatencyRows } from './scenarios/added-latency.ts';
import { contentApiRows } from './scenarios/content-api-latency.ts';
import { memoryRow } from './scenarios/memory-at-load.ts';
import { phoneFirstLoadRows } from './scenarios/phone-first-load.ts';
import { startBenchBff, startProxyPeers } from './scenarios/proxy-peers.ts';
import { proxyThroughputRows } from './scenarios/proxy-throughput.ts';
import { publicReadsDuringBeaconsRows } from './scenarios/public-reads-during-beacons.ts';
import { publicReadsDuringSignInsRows } from './scenarios/public-reads-during-sign-ins.ts';
import { refreshStormRows } from './scenarios/refresh-storm.ts';
import { signInUnderUploads } from './scenarios/sign-in-under-uploads.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const memorySeconds = Number(process.env.BENCH_MEMORY_SECONDS ?? 300);
const byTypeRate = Number(process.env.BENCH_BY_TYPE_RATE ?? 10);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 10);
const phoneLoads = Number(process.env.BENCH_PHONE_LOADS ?? 8);
const cpuProfDir = process.env.BENCH_CPU_PROF;
const parts = new Set(
  (process.env.BENCH_ONLY ?? 'proxy,latency,memory,api,storm,phone,sign-in,insights').split(','),
);
const resultsFile = new URL('./results/latest.md', import.meta.url);

// interrupted: end every process the bench started before going
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void stopAll().finally(() => process.exit(130));
  });
}

const machine = await probeMachine();
const rows: Row[] = [];
let signIn = '';
let failure: unknown;
try {
  if (parts.has('proxy') || parts.has('latency') || parts.has('memory')) {
    const bffNodeFlags = process.env.BENCH_BFF_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? [];
    const peers = await startProxyPeers({
      bffNodeFlags: [...(cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : []), ...bffNodeFlags],
    });
    if (parts.has('proxy'))
      rows.push(...(await proxyThroughputRows(peers, { seconds, connections, rounds })));
    if (parts.has('latency'))
      rows.push(...(await addedLatencyRows(peers, { seconds, connections, rounds, warmupSeconds })));
    if (parts.has('memory') && memorySeconds > 0) {
      // a BFF of its own: the one above still holds what the maximum-rate parts made it grow to,
      // and would show it being given back rather than its memory at this load
      const bff = await startBenchBff(peers.upstream.url, bffNodeFlags);
      rows.push(await memoryRow(bff, { seconds: memorySeconds, connections }));
    }
    await stopAll();
  }
  if (parts.has('api'))
    rows.push(
      ...(await contentApiRows({
        seconds,
        connections,
        byTypeRate,
        warmupSeconds,
        nodeFlags: process.env.BENCH_API_NODE_FLAGS?.split(/\s+/).filter(Boolean),
      })),
    );
  if (parts.has('storm')) rows.push(...(await refreshStormRows()));
  if (parts.has('phone')) rows.push(...(await phoneFirstLoadRows({ loads: phoneLoads })));
  if (parts.has('sign-in')) {
    rows.push(...(await publicReadsDuringSignInsRows({ seconds, connections, rounds })));
    const result = await signInUnderUploads();
    signIn = result.table;
    if (!result.ok) failure = new Error('the sign-in bench failed');
  }
  if (parts.has('insights'))
    rows.push(...(await publicReadsDuringBeaconsRows({ seconds, connections, rounds })));
} catch (error) {
  failure = error;
} finally {
  await stopAll();
}

const missed = rows.filter((row) => row.met === false);
const report = [
  '# npm run bench',
  '',
  machineLine(machine),
  `BENCH_SECONDS=${seconds}, BENCH_CONNECTIONS=${connections}, BENCH_ROUNDS=${rounds}, ` +
    `BENCH_MEMORY_SECONDS=${memorySeconds}, BENCH_WARMUP_SECONDS=${warmupSeconds}, BENCH_PHONE_LOADS=${phoneLoads}. GET /api/options/colors unless named; nginx with one worker ` +
    'process. "max" rows: autocannon closed loop at maximum rate, whole-ms latencies, median of the slices; ' +
    '"fixed" rows: open loop from a generator thread of its own, latency from each request’s due time, ' +
    'after a warm-up at the same rate (BENCH_WARMUP_SECONDS per measurement); rows compared side by side are ' +
    'measured in interleaved slices. "throttled phone" rows: headless Chromium at 150 ms round trip, ' +
    '1.6 Mbit/s, CPU 4× slower, cache off; p50 is the median LCP.',
  '',
  markdownTable(rows),
  '',
  failure ? `**The run failed:** ${failure instanceof Error ? failure.message : String(failure)}` : '',
  missed.length ? `**Goals missed:** ${missed.map((row) => row.measurement).join('; ')}` : 'All goals met.',
  '',
  signIn ? `## Sign-in under uploads\n\n\`\`\`\n${signIn}\n\`\`\`\n` : '',
].join('\n');
console.log(`\n${report}`);
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(resultsFile, report);
console.log(`bench: written to bench/results/latest.md`);
if (failure) console.error(failure);
process.exit(failure || missed.length > 0 ? 1 : 0);
