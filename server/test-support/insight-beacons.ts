/** Beacons as a visitor's page sends them, for the insights tests of the BFF (server/insights/). */
import type { FastifyInstance } from 'fastify';
import { INSIGHTS_BEACON_PATH } from '#shared/api-paths.ts';
import { call } from './test-client.ts';

export interface BeaconSender {
  /** the client address (the BFF must trust the loopback proxy to read it) */
  ip?: string;
  ua: string;
}

export const A_BROWSER: BeaconSender = { ua: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0' };

/** POSTs `body` as JSON (or `raw` as it is) to the beacon route of the BFF at `baseUrl`. */
export function sendBeacon(
  baseUrl: string,
  body: unknown,
  options: { who?: BeaconSender; host?: string; headers?: Record<string, string>; raw?: string } = {},
) {
  const who = options.who ?? A_BROWSER;
  return call(baseUrl, INSIGHTS_BEACON_PATH, {
    method: 'POST',
    host: options.host ?? 'localhost',
    headers: {
      'user-agent': who.ua,
      ...(who.ip ? { 'x-forwarded-for': who.ip } : {}),
      'content-type': 'application/json',
      ...options.headers,
    },
    body: options.raw ?? JSON.stringify(body),
  });
}

/** Waits (up to 3 s) until `check` holds. */
export async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 150 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
}

/** Waits until `count` beacons were queued or dropped: each is taken after its 204. */
export function untilTaken(app: FastifyInstance, count: number): Promise<void> {
  const { metrics } = app.insights;
  return until(
    () => metrics.beaconsQueued + Object.values(metrics.beaconsDropped).reduce((a, b) => a + b, 0) >= count,
  );
}
