/**
 * A tiny round-robin load balancer on loopback, as a deployment puts in front of its BFF
 * replicas (or its API processes): each request goes to the next upstream in turn, Host and
 * every other header as the client sent them, bodies streamed both ways. It counts what each
 * upstream was sent, so a test can show that both took their share.
 */
import {
  Agent,
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';

export interface RoundRobin {
  url: string;
  /** requests sent to each upstream, in the order given */
  counts(): number[];
  close(): Promise<void>;
}

export async function startRoundRobin(upstreams: readonly string[]): Promise<RoundRobin> {
  const agent = new Agent({ keepAlive: true });
  const counts = upstreams.map(() => 0);
  let next = 0;
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const index = next;
    next = (next + 1) % upstreams.length;
    counts[index] = (counts[index] ?? 0) + 1;
    const target = new URL(req.url ?? '/', upstreams[index]);
    const forward = httpRequest(target, { method: req.method, headers: req.headers, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
      answer.pipe(res);
    });
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    counts: () => [...counts],
    close: async () => {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
