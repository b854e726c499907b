/**
 * What the route table cannot tell: which routes take uploads, and which inputs would end the
 * fuzzer's own owner session or lock the owner out (so that the rest of the run would only
 * meet 401s). Those routes are still fuzzed — through anonymous requests and a throwaway second
 * session of the owner ("scratch"), or with the one dangerous value rewritten — and the runner
 * prints this list, so the report says what was constrained and why.
 */

import { createHmac } from 'node:crypto';
import { API, BFF } from '#shared/api-paths.ts';
import { isObject } from './schema-values.ts';

export type Identity = 'owner' | 'scratch' | 'anonymous' | 'forged-cookie';

export interface GuardContext {
  identity: Identity;
  params: Record<string, string | number>;
  ownerId: number | undefined;
  ownerEmail: string;
  ownerPassword: string;
  /** an editor account created for the run: the login target of the fuzz */
  victimEmail: string;
  /** the owner's pending two-factor secret right now (read from the database) */
  pendingTotpSecret(): string | null;
}

export interface RouteGuard {
  key: string;
  why: string;
  /** with the owner's session the request would end or replace it: sent anonymously or with a scratch session */
  sessionEnding?: boolean;
  /** rewrites the one value that would lock the fuzzer out; answers the same object when nothing changed */
  constrain?(body: unknown, ctx: GuardContext): unknown;
}

/** RFC 6238 codes (SHA-1, 6 digits, 30 s) of a base32 secret around `atMs`, ±2 steps. */
export function totpCodesAround(secretBase32: string, atMs: number): string[] {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secretBase32.replace(/=+$/, '').toUpperCase()) {
    const value = alphabet.indexOf(char);
    if (value >= 0) bits += value.toString(2).padStart(5, '0');
  }
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
  const step = Math.floor(atMs / 30_000);
  const codes: string[] = [];
  for (let drift = -2; drift <= 2; drift++) {
    const counter = Buffer.alloc(8);
    counter.writeBigUInt64BE(BigInt(step + drift));
    const mac = createHmac('sha1', key).update(counter).digest();
    const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
    const number = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
    codes.push(String(number).padStart(6, '0'));
  }
  return codes;
}

const ownAccount = (ctx: GuardContext) => ctx.identity === 'owner' || ctx.identity === 'scratch';
const sameEmail = (a: unknown, b: string) =>
  typeof a === 'string' && a.trim().toLowerCase() === b.toLowerCase();

function rewriteKey(body: unknown, key: string, replace: (value: unknown) => unknown): unknown {
  if (!isObject(body) || !(key in body)) return body;
  const next = replace(body[key]);
  if (next === body[key]) return body;
  const copy = { ...body };
  if (next === undefined) delete copy[key];
  else copy[key] = next;
  return copy;
}

export const ROUTE_GUARDS: readonly RouteGuard[] = [
  {
    key: `POST ${API.auth.login}`,
    why: 'a successful login replaces the session cookies, and 5 wrong passwords lock an account for 15 min: sent anonymously or with a scratch session, and never with the owner e-mail (the run signs in with it; the fuzz logs in to a throwaway editor account instead)',
    sessionEnding: true,
    constrain: (body, ctx) =>
      rewriteKey(body, 'email', (v) => (sameEmail(v, ctx.ownerEmail) ? ctx.victimEmail : v)),
  },
  {
    key: `POST ${API.auth.logout}`,
    why: 'revokes the session it is sent with: anonymous or scratch session only',
    sessionEnding: true,
  },
  {
    key: `POST ${BFF.logout}`,
    why: 'clears the session cookies and revokes the session: anonymous or scratch session only',
    sessionEnding: true,
  },
  {
    key: `POST ${API.auth.switchDomain}`,
    why: 'a valid domain id ends the current session and moves the cookies to another site: anonymous or scratch session only',
    sessionEnding: true,
  },
  {
    key: `POST ${API.account.self}`,
    why: "a valid e-mail would rename the owner's account and break re-sign-in: an e-mail sent with the owner's session is rewritten to the owner's own",
    constrain: (body, ctx) =>
      ownAccount(ctx)
        ? rewriteKey(body, 'email', (v) =>
            typeof v === 'string' && /^[^@\s]+@[^@\s]+$/.test(v.trim()) && !sameEmail(v, ctx.ownerEmail)
              ? ctx.ownerEmail
              : v,
          )
        : body,
  },
  {
    key: `POST ${API.account.changePassword}`,
    why: "only the owner's real current password would change it; the fuzz never sends that password",
    constrain: (body, ctx) =>
      rewriteKey(body, 'password', (v) => (v === ctx.ownerPassword ? `${ctx.ownerPassword}-not` : v)),
  },
  {
    key: `POST ${API.account.twoFactorConfirm}`,
    why: "a code that matches the owner's pending secret would turn two-factor on and block re-sign-in: such a code (chance ~3 in a million) is replaced",
    constrain: (body, ctx) => {
      const secret = ownAccount(ctx) ? ctx.pendingTotpSecret() : null;
      if (!secret) return body;
      const codes = totpCodesAround(secret, Date.now());
      return rewriteKey(body, 'code', (v) =>
        typeof v === 'string' && codes.includes(v.trim()) ? 'x00000' : v,
      );
    },
  },
  {
    key: `PUT ${API.user(':id')}`,
    why: "a new e-mail or password for the owner's own account would lock the fuzzer out: dropped when the id is the owner's",
    constrain: (body, ctx) => {
      if (!ownAccount(ctx) || ctx.ownerId === undefined || Number(ctx.params.id) !== ctx.ownerId) return body;
      return rewriteKey(
        rewriteKey(body, 'email', () => undefined),
        'password',
        () => undefined,
      );
    },
  },
];

export const GUARDS_BY_KEY: ReadonlyMap<string, RouteGuard> = new Map(
  ROUTE_GUARDS.map((guard) => [guard.key, guard]),
);

/** Routes that take a multipart upload (their body is not described by a JSON schema). */
export const UPLOAD_ROUTES: ReadonlySet<string> = new Set([`POST ${API.media}`]);
