/**
 * Every process the bench starts (Node servers, nginx), remembered so that `stopAll()` in the
 * bench's `finally` ends each of them — by its own pid, SIGTERM first, SIGKILL after 5 s.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface Started {
  /** what the process printed to say it is ready (a URL), trimmed */
  ready: string;
  pid: number;
  output(): string;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();

function stopChild(child: ChildProcess): Promise<void> {
  running.delete(child);
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts `command` and waits until its output matches `readyPattern` (the first capture group is
 * `ready`), or fails when it exits first or does not get there within `timeoutMs`.
 */
export function startProcess(options: {
  command: string;
  args: string[];
  env?: Record<string, string>;
  /** ready when the output matches (first capture group, else the match, is `ready`) … */
  readyPattern?: RegExp;
  /** … or when this resolves to a string (polled every 100 ms; for servers that print nothing) */
  probe?: () => Promise<string | undefined>;
  timeoutMs?: number;
}): Promise<Started> {
  const child = spawn(options.command, options.args, {
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  let settled = false;
  return new Promise((resolve, reject) => {
    const fail = (message: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void stopChild(child);
      reject(new Error(`${message}\n${output}`));
    };
    const timer = setTimeout(
      () => fail(`${options.args.join(' ')} did not start in time`),
      options.timeoutMs ?? 60_000,
    );
    const succeed = (ready: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ready, pid: child.pid ?? 0, output: () => output, stop: () => stopChild(child) });
    };
    const onData = (chunk: Buffer) => {
      output += String(chunk);
      if (output.length > 200_000) output = output.slice(-100_000);
      const match = options.readyPattern?.exec(output);
      if (match) succeed((match[1] ?? match[0]).trim());
    };
    const probe = options.probe;
    if (probe) {
      const poll = async () => {
        if (settled) return;
        const ready = await probe().catch(() => undefined);
        if (ready !== undefined) succeed(ready);
        else setTimeout(poll, 100);
      };
      setTimeout(poll, 100);
    }
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) => fail(`${options.command} exited with ${code ?? signal}`));
    child.once('error', (error) => fail(`${options.command}: ${error.message}`));
  });
}

/** A bench process file run by this Node (`bench/processes/…`); it prints its URL when ready. */
export function startNodeProcess(
  file: URL,
  args: string[] = [],
  options: { env?: Record<string, string>; nodeFlags?: string[] } = {},
): Promise<Started> {
  return startProcess({
    command: process.execPath,
    args: [...(options.nodeFlags ?? []), fileURLToPath(file), ...args],
    env: options.env,
    readyPattern: /(http:\/\/127\.0\.0\.1:\d+)/,
  });
}

/** A child started elsewhere, to be ended by `stopAll()` too when it is still running. */
export function adopt(child: ChildProcess): void {
  running.add(child);
  child.once('exit', () => running.delete(child));
}

export async function stopAll(): Promise<void> {
  await Promise.all([...running].map(stopChild));
}
