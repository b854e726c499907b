/**
 * Reads and drops a request body the BFF refuses before proxying it, so the client receives the
 * answer instead of a reset connection (closing a socket with unread data makes the kernel
 * send RST). A body larger than `maxBytes` is not worth reading: the connection is closed.
 */
import type { IncomingMessage } from 'node:http';

export function discardBody(raw: IncomingMessage, maxBytes: number): Promise<void> {
  if (raw.readableEnded) return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    raw.on('data', (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > maxBytes) {
        raw.socket.destroy();
        resolve();
      }
    });
    raw.once('end', () => resolve());
    raw.once('error', () => resolve());
    raw.once('close', () => resolve());
  });
}
