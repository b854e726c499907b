/**
 * Public reads while staff sign in (issue 23): the whole platform as `npm start` runs it (the BFF
 * with the embedded content API, one process), a public read through the BFF at maximum rate
 * alone and then while 20 clients sign in back to back (scrypt, the password-hashing gate of
 * api/auth/password-work.ts), in interleaved slices so the machine's own drift cancels out. Goal:
 * the public req/s during sign-ins at least GOALS.readsDuringSignIns of the req/s alone.
 */
import { request } from 'undici';
import { startPlatform } from '../../e2e/support/platform.ts';
import { runClosedLoop } from '../load/closed-loop.ts';
import { GOALS } from '../report/goals.ts';
import type { Row } from '../report/rows.ts';

const EMAIL = 'owner@collective.test';
const PASSWORD = 'correct-horse-battery';
const SIGN_IN_CLIENTS = 20;
const PUBLIC_READ = '/api/posts/by-url?url=/about';

/**
 * 20 clients, each from an address of its own (the platform trusts the bench as its proxy), signing
 * in back to back until `finish`; answers counted by status. One address for all would meet the
 * sign-in throttle (api/auth/login-throttle.ts), which counts an attempt in flight until it passes.
 */
function signInsWithoutPause(origin: string, host: string) {
  const statuses = new Map<number, number>();
  let stop = false;
  const clients = Array.from({ length: SIGN_IN_CLIENTS }, async (_, client) => {
    while (!stop) {
      const res = await request(`${origin}/api/auth/login`, {
        method: 'POST',
        headers: {
          host,
          'x-forwarded-for': `198.51.100.${client + 1}`,
          'x-csrf': '1',
          'content-type': 'application/json',
        },
        body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
      }).catch(() => undefined);
      await res?.body.dump();
      const status = res?.statusCode ?? 0;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      // a refused sign-in waits as its Retry-After says, as a browser's user would
      const retryAfter = Number(res?.headers['retry-after'] ?? 0);
      if (status === 503 || status === 429)
        await new Promise((resolve) => setTimeout(resolve, 1_000 * (retryAfter || 1)));
    }
  });
  return {
    async finish(): Promise<string> {
      stop = true;
      await Promise.all(clients);
      return [...statuses].map(([status, count]) => `${count}×${status || 'failed'}`).join(' ');
    },
  };
}

export async function publicReadsDuringSignInsRows(options: {
  seconds: number;
  connections: number;
  rounds: number;
}): Promise<Row[]> {
  console.log('bench: public reads during sign-ins…');
  // the bench is the platform's proxy: each sign-in client comes from an address of its own, and
  // the per-address connection cap (off behind a proxy) does not cut the load generator's sockets
  const platform = await startPlatform({ TRUST_PROXY: '127.0.0.1' });
  const origin = `http://127.0.0.1:${platform.port}`;
  const host = `localhost:${platform.port}`;
  try {
    const load = (seconds: number) =>
      runClosedLoop({
        url: `${origin}${PUBLIC_READ}`,
        headers: { host },
        connections: options.connections,
        seconds,
      });
    await load(2); // warm: the public cache holds the answer, the JIT has seen the path
    const slice = Math.max(1, Math.round(options.seconds / options.rounds));
    let alone = { requests: 0, seconds: 0 };
    let during = { requests: 0, seconds: 0 };
    const signIns: string[] = [];
    const failures: string[] = [];
    for (let round = 0; round < options.rounds; round++) {
      const quiet = await load(slice);
      alone = { requests: alone.requests + quiet.requests, seconds: alone.seconds + quiet.seconds };
      const clients = signInsWithoutPause(origin, host);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const busy = await load(slice);
      signIns.push(await clients.finish());
      during = { requests: during.requests + busy.requests, seconds: during.seconds + busy.seconds };
      for (const failure of [quiet.failures, busy.failures]) if (failure) failures.push(failure);
    }
    const aloneRps = alone.requests / alone.seconds;
    const duringRps = during.requests / during.seconds;
    const ratio = duringRps / aloneRps;
    const valid = failures.length === 0;
    const load1 = `${options.connections} conn, max`;
    return [
      { measurement: 'BFF public GET (whole platform), no sign-ins', load: load1, rps: aloneRps },
      {
        measurement: `BFF public GET during ${SIGN_IN_CLIENTS} concurrent sign-ins`,
        load: load1,
        rps: duringRps,
        peer: 'no sign-ins',
        ratio: `${ratio.toFixed(2)}×`,
        goal: `≥ ${GOALS.readsDuringSignIns}×`,
        met: valid && ratio >= GOALS.readsDuringSignIns,
        note: `sign-in answers per slice: ${signIns.join(' | ')}${valid ? '' : `; public reads failed: ${failures.join('; ')}`}`,
      },
    ];
  } finally {
    await platform.stop();
  }
}
