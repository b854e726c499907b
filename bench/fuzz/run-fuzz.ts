/**
 * `npm run fuzz`: the platform's HTTP fuzzer. Starts the real stack (BFF + embedded content
 * API, child process, fresh DATA_DIR), signs in as the owner on two sites, and for
 * FUZZ_SECONDS sends one request at a time through the BFF — every route of the route table,
 * random and boundary inputs, as the owner and anonymously. Fails (exit 1) on any 5xx answer,
 * a crash, a well-formed request left without answer, a refused input that changed the data,
 * or a secret in an answer.
 *
 * Environment: FUZZ_SECONDS (default 60; or `--seconds=N`), FUZZ_SEED (replay a run),
 * FUZZ_ROUTES and FUZZ_KINDS (regular expressions narrowing routes `METHOD /url` and input
 * kinds), FUZZ_REPORT (JSON file), FUZZ_VERBOSE=1 (one line per case). See README.md here.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API, BFF } from '#shared/api-paths.ts';
import { ROLE } from '#shared/ids/roles.ts';
import { type DbWatch, type Fingerprint, fingerprintDiff, type IdPools, openDbWatch } from './db-watch.ts';
import { buildCase, type FuzzCase, HOSTS, routeWeight, UNKNOWN_ROUTE, type World } from './fuzz-case.ts';
import { GUARDS_BY_KEY, type Identity, ROUTE_GUARDS, UPLOAD_ROUTES } from './guarded-routes.ts';
import { type Images, makeImages } from './multipart-inputs.ts';
import { createRng, runSeed } from './prng.ts';
import { type RawResponse, sendRaw } from './raw-http.ts';
import { type FindingType, FuzzReport } from './report.ts';
import type { RouteSpec } from './route-table.ts';
import { type CookieJar, SIGN_IN_ADDRESS, sessionWorks, signIn } from './sessions.ts';
import { OWNER, type Stack, startStack } from './stack.ts';

/** `--seconds=N` on the command line (for npm scripts on any shell), else FUZZ_SECONDS, else 60 */
const SECONDS = Number(
  process.argv.find((arg) => arg.startsWith('--seconds='))?.slice('--seconds='.length) ??
    process.env.FUZZ_SECONDS ??
    60,
);
if (!Number.isFinite(SECONDS) || SECONDS <= 0)
  throw new Error('FUZZ_SECONDS / --seconds must be a positive number');
const MAX_RESTARTS = 3;
/** FUZZ_VERBOSE=1: one line per case */
const VERBOSE = process.env.FUZZ_VERBOSE === '1';
const VICTIM = { email: 'fuzz-editor@fuzz.test', password: 'fuzz-editor-password-1' } as const;
/**
 * always ignored when comparing: refused logins are counted there by design (the login throttle),
 * the audit log records failed sign-ins (docs/decisions/015), and the form and reset-link rate
 * limits count every attempt, refused ones too, or refusals would be free (migration 015,
 * docs/decisions/024)
 */
const ALWAYS_IGNORED = new Set(['login_attempts', 'audit_events', 'rate_limit_hits']);
/** ignored when the answer carried new token cookies: the BFF refreshed the session on the way */
const REFRESH_TABLES = ['refresh_tokens', 'session_families'];
/** fuzz traffic comes from these loopback addresses (127.0.0.1 is kept for sign-ins) */
const FUZZ_ADDRESSES = Array.from({ length: 60 }, (_, i) => `127.0.0.${2 + i}`);

/** Linux answers on all of 127/8; other systems may only have 127.0.0.1 */
function canBind(address: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, localAddress: address });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function regexFromEnv(name: string): RegExp | undefined {
  const value = process.env[name];
  return value ? new RegExp(value, 'i') : undefined;
}

function printable(bytes: Buffer, max: number): string {
  let escaped = '';
  for (const byte of bytes.subarray(0, max)) {
    escaped +=
      byte < 0x20 || byte >= 0x7f ? `\\x${byte.toString(16).padStart(2, '0')}` : String.fromCharCode(byte);
  }
  return bytes.length > max ? `${escaped}…(${bytes.length.toLocaleString('en')} B)` : escaped;
}

interface Session {
  stack: Stack;
  watch: DbWatch;
  pools: IdPools;
  owner: Map<string, CookieJar>;
  scratch: Map<string, CookieJar>;
  secrets: string[];
}

async function createVictim(stack: Stack, jar: CookieJar) {
  const body = Buffer.from(
    JSON.stringify({ ...VICTIM, firstname: 'Fuzz', lastname: 'Target', role_id: ROLE.editor }),
  );
  const answer = await sendRaw(
    {
      method: 'POST',
      target: API.users,
      headers: [
        ['Host', `${HOSTS.main}:${stack.port}`],
        ['Connection', 'close'],
        ['X-CSRF', '1'],
        ['Content-Type', 'application/json'],
        ['Cookie', jar.header() ?? ''],
      ],
      body,
    },
    { port: stack.port, localAddress: SIGN_IN_ADDRESS, timeoutMs: 30_000 },
  );
  if (answer.status !== 201)
    throw new Error(
      `could not create the fuzz editor: ${answer.status} ${answer.body.toString().slice(0, 200)}`,
    );
}

async function openSession(): Promise<Session> {
  const stack = await startStack();
  const owner = new Map<string, CookieJar>();
  for (const host of [HOSTS.main, HOSTS.other]) owner.set(host, await signIn(stack.port, host, OWNER));
  await createVictim(stack, owner.get(HOSTS.main) as CookieJar);
  const watch = openDbWatch(stack.dataDir);
  const secrets: string[] = [];
  for (const file of ['api-jwt-secret', 'session-secret']) {
    try {
      const secret = readFileSync(join(stack.dataDir, file), 'utf8').trim();
      if (secret.length >= 16) secrets.push(secret);
    } catch {
      // not every secret is a file (SESSION_SECRET may come from the environment)
    }
  }
  return { stack, watch, pools: watch.pools(OWNER.email), owner, scratch: new Map(), secrets };
}

const closed = new WeakSet<Session>();

async function closeSession(session: Session, keepData: boolean) {
  if (closed.has(session)) return;
  closed.add(session);
  session.watch.close();
  await session.stack.stop();
  if (keepData) console.log(`fuzz: data folder kept for inspection: ${session.stack.dataDir}`);
  else rmSync(session.stack.dataDir, { recursive: true, force: true });
}

async function health(port: number): Promise<RawResponse> {
  return sendRaw(
    {
      method: 'GET',
      target: BFF.health,
      headers: [
        ['Host', `localhost:${port}`],
        ['Connection', 'close'],
      ],
    },
    { port, localAddress: SIGN_IN_ADDRESS, timeoutMs: 10_000 },
  );
}

async function main() {
  const seed = runSeed();
  const routeFilter = regexFromEnv('FUZZ_ROUTES');
  const kinds = regexFromEnv('FUZZ_KINDS');
  const reportFile = process.env.FUZZ_REPORT || join(tmpdir(), `fuzz-report-${seed}.json`);
  console.log(`fuzz: seed ${seed} (replay with FUZZ_SEED=${seed}), ${SECONDS} s, Node ${process.version}`);

  const report = new FuzzReport();
  let session = await openSession();
  const discovered = session.stack.routes;
  for (const guard of ROUTE_GUARDS) {
    if (!discovered.some((route) => route.key === guard.key)) {
      console.log(`fuzz: warning: guard for ${guard.key} matches no route (stale)`);
    }
  }
  for (const key of UPLOAD_ROUTES) {
    if (!discovered.some((route) => route.key === key)) {
      console.log(`fuzz: warning: upload route ${key} is not in the route table`);
    }
  }
  const routes: RouteSpec[] = discovered.filter((route) => !routeFilter || routeFilter.test(route.key));
  if (routes.length === 0) throw new Error(`FUZZ_ROUTES=${process.env.FUZZ_ROUTES} matches no route`);
  console.log(
    `fuzz: ${routes.length} routes from the route table of the running stack (${routes.filter((r) => r.source === 'api').length} of the content API, ` +
      `${routes.filter((r) => r.source === 'bff').length} of the BFF), plus unknown paths`,
  );
  console.log('fuzz: constrained routes (the owner session must survive the run):');
  for (const guard of ROUTE_GUARDS) console.log(`  ${guard.key}: ${guard.why}`);

  const clientBuilt = existsSync(fileURLToPath(new URL('../../client/dist/index.html', import.meta.url)));
  if (!clientBuilt) {
    console.log(
      'fuzz: no client build (client/dist): its 503 answers outside /api/ are counted apart, not as findings',
    );
  }
  const fuzzAddresses = (await canBind(FUZZ_ADDRESSES[0] as string, session.stack.port))
    ? FUZZ_ADDRESSES
    : [SIGN_IN_ADDRESS];
  if (fuzzAddresses.length === 1) {
    console.log(
      'fuzz: only 127.0.0.1 is usable here: per-address limits (login, forms) will throttle the fuzz sooner',
    );
  }
  const weightedRoutes = routes.map((route) => [route, routeWeight(route)] as const);
  const images: Images = await makeImages();
  let restarts = 0;
  let bigUploads = 0;
  const maxBigUploads = Math.max(1, Math.floor(SECONDS / 10));
  const scratchStale = new Set<string>([HOSTS.main, HOSTS.other]);
  let fingerprint: Fingerprint = session.watch.fingerprint();
  let fingerprintVersion = session.watch.dataVersion();
  const takeFingerprint = () => {
    const started = performance.now();
    const result = session.watch.fingerprint();
    report.fingerprintMs += performance.now() - started;
    report.fingerprints++;
    return result;
  };

  const world: World = {
    get port() {
      return session.stack.port;
    },
    get pools() {
      return session.pools;
    },
    images,
    ownerEmail: OWNER.email,
    ownerPassword: OWNER.password,
    victimEmail: VICTIM.email,
    victimPassword: VICTIM.password,
    allowBigUpload: () => bigUploads < maxBigUploads,
    pendingTotpSecret: () => session.watch.pools(OWNER.email).ownerPendingTotpSecret,
    cookieFor: (identity: Identity, host: string) =>
      identity === 'owner'
        ? session.owner.get(host)?.header()
        : identity === 'scratch'
          ? session.scratch.get(host)?.header()
          : undefined,
    kinds,
  };

  const root = createRng(seed);
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  let index = 0;
  let lastErrorCursor = performance.now();
  const recent: string[] = [];

  const finding = (
    c: FuzzCase,
    i: number,
    type: FindingType,
    answer: RawResponse,
    extra: { errors?: string[]; changed?: string[] } = {},
  ) =>
    report.findings.push({
      type,
      caseIndex: i,
      method: c.request.method,
      route: c.route.key,
      path: printable(Buffer.from(c.request.target), 160),
      host: c.host,
      identity: c.identity,
      kind: c.kind,
      detail: c.detail,
      status: answer.status,
      answer:
        answer.status === 0 ? (answer.failure ?? 'no answer') : answer.body.toString('utf8').slice(0, 300),
      errors: extra.errors ?? [],
      changed: extra.changed,
    });

  while (performance.now() < deadline) {
    index++;
    const rng = root.fork(index);

    // sessions the next case may need: scratch sessions are used up by the session-ending routes
    for (const host of [...scratchStale]) {
      try {
        session.scratch.set(host, await signIn(session.stack.port, host, OWNER));
        scratchStale.delete(host);
      } catch (error) {
        // without a scratch session those cases go out anonymously; try again before the next one
        session.scratch.delete(host);
        report.notes.push({ caseIndex: index, text: `scratch sign-in failed: ${(error as Error).message}` });
      }
    }
    if (index % 25 === 0) session.pools = session.watch.pools(OWNER.email);

    let c = buildCase(rng, rng.chance(0.01) ? UNKNOWN_ROUTE : rng.weighted(weightedRoutes), world);
    // FUZZ_KINDS narrows every family, not only bodies and uploads: draw again until one fits
    for (let attempt = 1; kinds && !kinds.test(c.kind) && attempt < 50; attempt++) {
      const retry = root.fork(`${index}:${attempt}`);
      c = buildCase(retry, retry.chance(0.01) ? UNKNOWN_ROUTE : retry.weighted(weightedRoutes), world);
    }
    if (kinds && !kinds.test(c.kind)) continue;
    if (c.kind === 'upload-big-file' || c.kind === 'upload-over-limit') bigUploads++;

    const versionBefore = session.watch.dataVersion();
    if (versionBefore !== fingerprintVersion) {
      fingerprint = takeFingerprint();
      fingerprintVersion = versionBefore;
    }
    const watchFiles = UPLOAD_ROUTES.has(c.route.key) || c.route.url.includes('/media');
    const filesBefore = watchFiles ? session.watch.mediaListing() : '';

    const sentAt = performance.now();
    const answer = await sendRaw(c.request, {
      port: session.stack.port,
      localAddress: rng.pick(fuzzAddresses),
      timeoutMs: c.timeoutMs,
    });
    report.record(c.route.key, c.kind, answer.status);
    if (VERBOSE) {
      console.log(
        `#${index} ${c.request.method} ${printable(Buffer.from(c.request.target), 80)} [${c.host}, ${c.identity}] ${c.kind}: ${c.detail.slice(0, 80)} → ${answer.status || answer.failure} in ${answer.ms.toFixed(0)} ms ${printable(answer.body, 100)}` +
          (answer.headers['set-cookie']
            ? ` [set-cookie: ${answer.headers['set-cookie'].map((l) => l.split(';')[0]?.slice(0, 24)).join(', ')}]`
            : ''),
      );
    }

    // a crash: report it with the cases that led to it, start a fresh stack and go on
    recent.push(
      `#${index} ${c.request.method} ${printable(Buffer.from(c.request.target), 80)} ${c.kind}: ${c.detail}`,
    );
    if (recent.length > 5) recent.shift();
    if (!session.stack.alive() || answer.failure === 'ECONNREFUSED') {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    if (!session.stack.alive()) {
      const exit = session.stack.exit();
      finding(c, index, 'crash', answer, {
        errors: [
          `process ended (code ${exit?.code}, signal ${exit?.signal}); last cases: ${recent.join(' | ')}`,
          ...session.stack.tail(8),
        ],
      });
      await closeSession(session, true);
      if (restarts >= MAX_RESTARTS || performance.now() > deadline - 5000) break;
      restarts++;
      session = await openSession();
      fingerprint = takeFingerprint();
      fingerprintVersion = session.watch.dataVersion();
      for (const host of [HOSTS.main, HOSTS.other]) scratchStale.add(host);
      continue;
    }

    // the browser keeps what the BFF sets, and an answer to a forged cookie may still refresh the
    // real session — but not when the Host header was fuzzed (those cookies belong to another host)
    const jars =
      c.jarIdentity === 'owner' ? session.owner : c.jarIdentity === 'scratch' ? session.scratch : undefined;
    if (c.kind !== 'host-header') {
      jars?.get(c.host)?.update(answer.headers['set-cookie'], c.identity === 'forged-cookie');
    }
    // a scratch session is used up once a session-ending call went through (or it stopped working)
    if (
      c.identity === 'scratch' &&
      GUARDS_BY_KEY.get(c.route.key)?.sessionEnding &&
      ((answer.status >= 200 && answer.status < 300) || answer.status === 401)
    ) {
      scratchStale.add(c.host);
    }

    // 5xx: the server's own error lines tell why (they may trail the answer a little)
    let errors: string[] = [];
    const target = Buffer.from(c.request.target).toString('latin1');
    if (
      answer.status === 503 &&
      !clientBuilt &&
      !target.startsWith('/api/') &&
      !target.startsWith(BFF.ready)
    ) {
      // the SPA and /bff/build answer 503 while client/dist is missing: the set-up, not a fault
      report.withoutClientBuild++;
    } else if (answer.status >= 500) {
      for (let wait = 0; wait < 10 && session.stack.errorsSince(sentAt).length === 0; wait++) {
        await new Promise((resolve) => setTimeout(resolve, 15));
      }
      errors = session.stack
        .errorsSince(sentAt)
        .map((e) => `${e.error ?? e.message}${e.stack ? ` @ ${e.stack}` : ''}`);
      finding(c, index, '5xx', answer, { errors });
    } else {
      const stray = session.stack.errorsSince(lastErrorCursor);
      for (const line of stray)
        report.notes.push({
          caseIndex: index,
          text: `error logged without a 5xx (${c.route.key}, ${c.kind}): ${line.error ?? line.message}`,
        });
    }
    lastErrorCursor = performance.now();

    if (answer.status === 0 && c.expectAnswer && session.stack.alive()) {
      if (answer.cutShort && (answer.failure === 'EPIPE' || answer.failure === 'ECONNRESET')) {
        // the server refused early and closed while the body was still coming: HTTP/1.1 loses
        // that answer in the reset (Node closes a `Connection: close` socket with unread data)
        report.notes.push({
          caseIndex: index,
          text: `connection closed while the body was still being sent, answer lost (${answer.failure}): ${c.route.key}, ${c.kind}: ${c.detail}`,
        });
      } else finding(c, index, 'no-answer', answer);
    }

    // a refused input must change nothing
    const refused = answer.status >= 400 || answer.status === 0;
    if (refused && session.stack.alive()) {
      report.refusalsChecked++;
      const versionAfter = session.watch.dataVersion();
      if (versionAfter !== versionBefore) {
        report.refusalsWithDbWrite++;
        const after = takeFingerprint();
        const refreshed = (answer.headers['set-cookie'] ?? []).some((line) =>
          /^(__Host-)?(access|refresh)_token=[^;]/.test(line),
        );
        const ignored = new Set([...ALWAYS_IGNORED, ...(refreshed ? REFRESH_TABLES : [])]);
        const changed = fingerprintDiff(fingerprint, after, ignored);
        if (changed.length > 0) finding(c, index, 'changed-on-refusal', answer, { changed, errors });
        fingerprint = after;
        fingerprintVersion = versionAfter;
      }
      if (watchFiles && c.expectAnswer) {
        const filesAfter = session.watch.mediaListing();
        if (filesAfter !== filesBefore)
          finding(c, index, 'changed-on-refusal', answer, { changed: ['stored media files'], errors });
      }
    }

    if (session.secrets.some((secret) => answer.body.includes(secret)))
      finding(c, index, 'secret-in-answer', answer);

    // the owner's session must last the run; if a case ended it, say which and sign in again
    if (c.identity === 'owner' && answer.status === 401 && c.route.access !== 'public') {
      const jar = session.owner.get(c.host) as CookieJar;
      if (!(await sessionWorks(session.stack.port, c.host, jar))) {
        report.notes.push({
          caseIndex: index,
          text: `owner session on ${c.host} lost before ${c.route.key} (${c.kind}: ${c.detail}); sessions of the owner revoked so far: ${session.watch.revocations(session.pools.ownerId)}; signed in again`,
        });
        session.owner.set(c.host, await signIn(session.stack.port, c.host, OWNER, jar));
      }
    }
  }

  const elapsedS = (performance.now() - started) / 1000;
  if (session.stack.alive()) {
    const last = await health(session.stack.port);
    if (last.status !== 200) {
      report.findings.push({
        type: 'crash',
        caseIndex: index,
        method: 'GET',
        route: 'GET /bff/health',
        path: BFF.health,
        host: 'localhost',
        identity: 'anonymous',
        kind: 'final health check',
        detail: 'the BFF must still answer after the run',
        status: last.status,
        answer: last.status === 0 ? (last.failure ?? '') : last.body.toString().slice(0, 300),
        errors: session.stack.tail(8),
      });
    }
  }
  await closeSession(session, report.findings.length > 0);

  report.print({ seed, seconds: SECONDS, cases: index, elapsedS, restarts, reportFile });
  report.write(reportFile, {
    seed,
    seconds: SECONDS,
    cases: index,
    elapsedS,
    restarts,
    node: process.version,
  });
  return report.findings.length === 0 ? 0 : 1;
}

// Ctrl-C or a CI timeout: exit through process.exit, so that the stack is stopped too (stack.ts)
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('fuzz: the fuzzer itself failed:', error);
    process.exit(2);
  },
);
