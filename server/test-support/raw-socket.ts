/** Raw TCP sockets for tests that send hand-made (slow, partial, malformed) HTTP requests. */
import { connect, type Socket } from 'node:net';

/** resolves with what the server sent and how long the socket stayed open */
export function whenClosed(socket: Socket): Promise<{ text: string; openMs: number }> {
  const started = Date.now();
  let text = '';
  socket.on('data', (chunk) => {
    text += chunk.toString('latin1');
  });
  return new Promise((resolve) => {
    socket.on('error', () => {});
    socket.on('close', () => resolve({ text, openMs: Date.now() - started }));
  });
}

export function openRawSocket(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}
