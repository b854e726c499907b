/**
 * How dear the machine's loopback is: the median round trip of one byte over a TCP connection to
 * 127.0.0.1 and back (both ends in this process). Every row of the bench crosses loopback two to
 * four times per request, so this figure tells two machines apart where the CPU model does not:
 * the same 2-core AMD EPYC measured 1.7–1.9× express for the BFF on one kind of guest and
 * 1.1–1.3× on another whose kernel isolates page tables and charges every system call for it
 * (docs/decisions/030-the-machine-in-the-figures.md).
 */
import { once } from 'node:events';
import { type AddressInfo, createConnection, createServer } from 'node:net';
import { summarizeLatencies } from '../load/latency-stats.ts';

export async function loopbackRoundTripMicros(roundTrips = 5_000): Promise<number> {
  const server = createServer((socket) => {
    socket.setNoDelay(true);
    socket.on('data', (chunk) => socket.write(chunk));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const client = createConnection((server.address() as AddressInfo).port, '127.0.0.1');
  client.setNoDelay(true);
  await once(client, 'connect');
  const times: number[] = [];
  const ping = Buffer.from([1]);
  try {
    for (let i = 0; i < roundTrips; i++) {
      const started = process.hrtime.bigint();
      client.write(ping);
      await once(client, 'data');
      times.push(Number(process.hrtime.bigint() - started) / 1000);
    }
  } finally {
    client.destroy();
    server.close();
  }
  return summarizeLatencies(times).p50;
}
