/**
 * bench/login-under-uploads.bench.ts (sign-in latency while the media library is busy) as part
 * of the run: its own process, its table kept for the results file.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { adopt } from '../processes/child-processes.ts';

export function signInUnderUploads(): Promise<{ table: string; ok: boolean }> {
  console.log('bench: sign-in under uploads…');
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL('../login-under-uploads.bench.ts', import.meta.url))],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  adopt(child);
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += String(chunk);
  });
  return new Promise((resolve) => {
    child.once('exit', (code) => {
      const table = output.slice(output.indexOf('\nSign-in')).trim();
      resolve({ table: code === 0 ? table : `failed (exit ${code}):\n${output}`, ok: code === 0 });
    });
  });
}
