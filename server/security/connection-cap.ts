/**
 * A cap on the connections one client address may hold open on the BFF, so that one address
 * cannot take every socket with slow or idle connections. Connections over the cap are closed
 * as they arrive. Behind a reverse proxy every connection comes from the proxy's address, so
 * the cap is then off unless set explicitly (README, `MAX_CONNECTIONS_PER_ADDRESS`).
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

export function capConnectionsPerAddress(server: Server, maxPerAddress: number): void {
  if (maxPerAddress <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = (open.get(address) ?? 0) + 1;
    if (count > maxPerAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
