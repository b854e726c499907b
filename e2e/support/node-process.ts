/**
 * A part of the platform in its own Node process (`server/main.ts`, `api/main.ts`), as a
 * deployment runs it: started with its environment, ready when its output says so, stopped
 * with SIGTERM — or killed with SIGKILL, as a crash would.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface NodeProcess {
  /** what the `ready` pattern matched in the output */
  ready: RegExpMatchArray;
  pid: number;
  output(): string;
  /** SIGTERM, then waits for the exit */
  stop(): Promise<void>;
  /** SIGKILL, then waits for the exit: no handler runs, nothing is flushed */
  kill(): Promise<void>;
}

/** A file of the repository, e.g. `server/main.ts`. */
export const repoFile = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/** a free loopback port, for a process that cannot be told to take port 0 */
export { freePort } from './free-port.ts';

export async function startNodeProcess(
  file: string,
  options: { env: Record<string, string>; ready: RegExp; timeoutMs?: number },
): Promise<NodeProcess> {
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [repoFile(file)], {
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const append = (chunk: Buffer) => {
    output += String(chunk);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  let ready = output.match(options.ready);
  while (!ready) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${file} exited early:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${file} did not start in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
    ready = output.match(options.ready);
  }
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    ready,
    pid: child.pid as number,
    output: () => output,
    stop: () => end('SIGTERM'),
    kill: () => end('SIGKILL'),
  };
}
