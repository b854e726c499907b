/**
 * The platform under fuzz, started the way `npm start` runs it (and as e2e/support/platform.ts
 * does): `server/main.ts` — the BFF with the embedded content API — in a child process, on a
 * free port and a fresh DATA_DIR with a known owner. A crash is then simply a dead child. Its
 * log lines are kept: the error lines (pino level ≥ 50) explain the 5xx answers. The child
 * preloads route-recorder.ts, so the route table comes from the very apps being fuzzed.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../e2e/support/free-port.ts';
import { retryWhilePortTaken } from '../../e2e/support/port-race.ts';
import { type RouteSpec, readRouteTable } from './route-table.ts';

export const OWNER = { email: 'owner@fuzz.test', password: 'fuzz-owner-password-7f3a9c' } as const;

export interface ErrorLogLine {
  /** performance.now() of this process when the line arrived */
  at: number;
  message: string;
  error: string | undefined;
  /** first frames of the stack, when the line has one */
  stack: string | undefined;
  raw: string;
}

export interface Stack {
  port: number;
  dataDir: string;
  /** every route the BFF and the embedded API registered (see route-recorder.ts) */
  routes: RouteSpec[];
  /** true while the child process runs */
  alive(): boolean;
  /** how the child ended, when it did */
  exit(): { code: number | null; signal: string | null } | undefined;
  /** error log lines that arrived at or after `since` (performance.now()) */
  errorsSince(since: number): ErrorLogLine[];
  /** the last lines the child wrote (for a crash report) */
  tail(lines?: number): string[];
  stop(): Promise<void>;
}

function parseErrorLine(raw: string, at: number): ErrorLogLine | undefined {
  if (!raw.startsWith('{')) {
    // not pino: an uncaught exception or a warning Node printed itself
    return /Error|Unhandled|uncaught|FATAL/i.test(raw)
      ? { at, message: raw.slice(0, 300), error: undefined, stack: undefined, raw }
      : undefined;
  }
  try {
    const line = JSON.parse(raw) as {
      level?: number;
      msg?: string;
      err?: { type?: string; message?: string; stack?: string };
    };
    if ((line.level ?? 0) < 50) return undefined;
    const error = line.err ? `${line.err.type ?? 'Error'}: ${line.err.message ?? ''}` : undefined;
    const stack = line.err?.stack
      ?.split('\n')
      .slice(1, 4)
      .map((frame) => frame.trim())
      .join(' | ');
    return { at, message: line.msg ?? '', error, stack, raw };
  } catch {
    return undefined;
  }
}

/** the stack on a free port; a port taken before the child listened is retried */
export function startStack(env: Record<string, string> = {}): Promise<Stack> {
  return retryWhilePortTaken(() => startStackOnce(env));
}

async function startStackOnce(env: Record<string, string>): Promise<Stack> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'fuzz-data-'));
  const mainFile = fileURLToPath(new URL('../../server/main.ts', import.meta.url));
  const recorder = fileURLToPath(new URL('./route-recorder.ts', import.meta.url));
  const routeTable = join(dataDir, 'fuzz-route-table.jsonl');
  const outputLines: string[] = [];
  const errorLines: ErrorLogLine[] = [];
  let exitInfo: { code: number | null; signal: string | null } | undefined;
  const child: ChildProcess = spawn(process.execPath, ['--import', recorder, mainFile], {
    env: {
      ...process.env,
      FUZZ_ROUTE_TABLE: routeTable,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: OWNER.email,
      ADMIN_PASSWORD: OWNER.password,
      LOG_LEVEL: 'warn',
      // a request the stack cannot answer in this time becomes a 504, which the fuzzer reports
      UPSTREAM_TIMEOUT_MS: '10000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // the stack never outlives the fuzzer, whatever way the fuzzer ends
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', (code, signal) => {
    exitInfo = { code, signal };
    process.off('exit', killOnExit);
  });
  const collect = (stream: NodeJS.ReadableStream | null) => {
    let pending = '';
    stream?.on('data', (chunk) => {
      pending += String(chunk);
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      const at = performance.now();
      for (const line of lines) {
        if (line.trim() === '') continue;
        outputLines.push(line);
        if (outputLines.length > 2000) outputLines.splice(0, 1000);
        const error = parseErrorLine(line, at);
        if (error) errorLines.push(error);
      }
    });
  };
  collect(child.stdout);
  collect(child.stderr);

  const deadline = Date.now() + 60_000;
  while (!outputLines.some((line) => line.includes('serving on'))) {
    if (exitInfo) throw new Error(`the platform exited early:\n${outputLines.join('\n')}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the platform did not start in time:\n${outputLines.join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  return {
    port,
    dataDir,
    routes: readRouteTable(routeTable),
    alive: () => exitInfo === undefined && child.exitCode === null,
    exit: () => exitInfo,
    errorsSince: (since) => errorLines.filter((line) => line.at >= since),
    tail: (lines = 30) => outputLines.slice(-lines),
    stop: async () => {
      if (exitInfo || child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
