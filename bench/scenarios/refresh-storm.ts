/**
 * The refresh storm: a BFF in front of the scripted refresh upstream
 * (bench/processes/refresh-upstream.ts); 1,000 sessions whose access tokens expired a minute
 * ago send 1,000 requests at once, each on its own keep-alive connection opened beforehand
 * (spread over loopback source addresses 127.0.0.2…, 50 per address, under the BFF's
 * per-address cap), after one such storm not counted (a warm BFF). Goal: every request answered
 * 2xx, exactly one upstream refresh per session, p99 ≤ 1 s. The same with 250 sessions sending
 * 4 requests each shows the single flight per session.
 */

import { Pool, request } from 'undici';
import { API, BFF } from '#shared/api-paths.ts';
import { summarizeLatencies } from '../load/latency-stats.ts';
import { startNodeProcess } from '../processes/child-processes.ts';
import { GOALS } from '../report/goals.ts';
import type { Row } from '../report/rows.ts';
import { benchJwt } from '../sessions/bench-jwt.ts';
import { sessionCookie } from '../sessions/bench-session.ts';

const PER_ADDRESS = 50;
const BFF_HEALTH = BFF.health;

async function storm(
  bffUrl: string,
  upstreamUrl: string,
  sessions: number,
  perSession: number,
  label: string,
): Promise<Row> {
  const prefix = `${label}-${sessions}x${perSession}-`;
  const expired = Math.floor(Date.now() / 1000) - 60;
  const cookies = Array.from({ length: sessions }, (_, s) =>
    sessionCookie({
      access: benchJwt(expired, `${prefix}${s}`),
      accessExpMs: expired * 1000,
      refresh: `${prefix}${s}`,
    }),
  );
  const total = sessions * perSession;
  const pools = Array.from(
    { length: Math.ceil(total / PER_ADDRESS) },
    (_, a) => new Pool(bffUrl, { connections: PER_ADDRESS, localAddress: `127.0.0.${a + 2}` }),
  );
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  try {
    // the sessions' browsers are already on the site: their connections are open (a thousand
    // new connections at once would overflow the listen backlog and measure SYN retries)
    for (const pool of pools) {
      await Promise.all(
        Array.from({ length: PER_ADDRESS }, () =>
          pool
            .request({ method: 'GET', path: BFF_HEALTH, headers: { host: 'localhost' } })
            .then((res) => res.body.dump()),
        ),
      );
    }
    const started = performance.now();
    await Promise.all(
      Array.from({ length: total }, async (_, i) => {
        const pool = pools[Math.floor(i / PER_ADDRESS)] as Pool;
        const status = await pool
          .request({
            method: 'GET',
            path: `${API.options.colors}?r=${i}`,
            headers: { host: 'localhost', cookie: cookies[i % sessions] as string },
          })
          .then(async (res) => {
            await res.body.dump();
            return res.statusCode;
          })
          .catch(() => 0);
        latencies.push(performance.now() - started);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }),
    );
  } finally {
    await Promise.all(pools.map((pool) => pool.close()));
  }

  const countsRes = await request(`${upstreamUrl}/bench/refresh-counts`);
  const counts = (await countsRes.body.json()) as Record<string, number>;
  const perSessionCounts = Array.from({ length: sessions }, (_, s) => counts[`${prefix}${s}`] ?? 0);
  const exactlyOne = perSessionCounts.filter((n) => n === 1).length;
  const ok = [...statuses].filter(([status]) => status >= 200 && status < 300).reduce((n, [, c]) => n + c, 0);
  const lost = total - ok;
  const { p50, p99, max } = summarizeLatencies(latencies);
  const others = [...statuses]
    .filter(([s]) => s < 200 || s >= 300)
    .map(([s, n]) => `${n}×${s || 'no answer'}`);
  return {
    measurement: `refresh storm, ${sessions} expired sessions × ${perSession}`,
    load: `${total} at once`,
    p50,
    p99,
    ratio: `${exactlyOne}/${sessions} one refresh, ${lost} lost`,
    goal: `1 refresh each, 0 lost, p99 ≤ ${GOALS.stormP99Ms} ms`,
    met: exactlyOne === sessions && lost === 0 && p99 <= GOALS.stormP99Ms,
    note: `max ${max.toFixed(0)} ms; refreshes per session ${Math.min(...perSessionCounts)}–${Math.max(...perSessionCounts)}${others.length ? `; ${others.join(' ')}` : ''}`,
  };
}

export async function refreshStormRows(): Promise<Row[]> {
  console.log('bench: refresh storm…');
  const upstream = await startNodeProcess(new URL('../processes/refresh-upstream.ts', import.meta.url));
  const bff = await startNodeProcess(new URL('../processes/bff.ts', import.meta.url), [upstream.ready]);
  try {
    // a warm BFF, as under real traffic: a storm of the same shape first, not counted
    await storm(bff.ready, upstream.ready, GOALS.stormSessions, 1, 'warm-up');
    return [
      await storm(
        bff.ready,
        upstream.ready,
        GOALS.stormSessions,
        GOALS.stormRequests / GOALS.stormSessions,
        'storm',
      ),
      await storm(bff.ready, upstream.ready, GOALS.stormSessions / 4, 4, 'storm'),
    ];
  } finally {
    await bff.stop();
    await upstream.stop();
  }
}
