/**
 * A real S3-compatible server for tests: s3rver (npm, a devDependency; the S3 REST API with
 * path-style buckets, objects kept in a folder) run as its own process on a free loopback port
 * and a temporary folder, with one bucket made at start, stopped and removed at teardown
 * (docs/decisions/025). Each caller takes its own key prefix, so tests share one server.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { MediaS3Settings } from '../media/storage/media-storage-env.ts';

export const TEST_BUCKET = 'media-test';
/** the one account s3rver knows: it checks every request's signature against it */
const ACCOUNT = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;
const START_TIMEOUT_MS = 15_000;

export interface S3TestServer {
  /** e.g. `http://127.0.0.1:41234` */
  endpoint: string;
  /** settings for the API's S3 storage in the test bucket, under a fresh prefix (or the one given) */
  settings(prefix?: string): MediaS3Settings;
  stop(): Promise<void>;
}

function s3rverBin(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('s3rver/package.json')), 'bin', 's3rver.js');
}

function waitForPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`s3rver did not start: ${output}`)), START_TIMEOUT_MS);
    function fail(error: Error) {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(error);
    }
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/listening on [^:\s]+:(\d+)/);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => fail(new Error(`s3rver exited (${code}): ${output}`)));
  });
}

/** Starts s3rver; stopped at `t`'s teardown when given, else by `stop()`. */
export async function startS3Server(t?: { teardown(fn: () => unknown): void }): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  const child = spawn(
    process.execPath,
    [
      s3rverBin(),
      '--directory',
      directory,
      '--address',
      '127.0.0.1',
      '--port',
      '0',
      '--silent',
      '--no-vhost-buckets',
      '--configure-bucket',
      TEST_BUCKET,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let port: number;
  try {
    port = await waitForPort(child);
  } catch (error) {
    rmSync(directory, { recursive: true, force: true });
    throw error;
  }
  const endpoint = `http://127.0.0.1:${port}`;
  let stopped: Promise<void> | undefined;
  const server: S3TestServer = {
    endpoint,
    settings: (prefix = `t-${randomBytes(4).toString('hex')}/`) => ({
      bucket: TEST_BUCKET,
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: { ...ACCOUNT },
      prefix,
    }),
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        child.removeAllListeners('exit');
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }).then(() => rmSync(directory, { recursive: true, force: true }));
      return stopped;
    },
  };
  t?.teardown(() => server.stop());
  return server;
}
