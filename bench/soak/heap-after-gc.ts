/**
 * The live heap of a process: what is left in V8's heap after a full garbage collection, read
 * through the process's inspector (it was started with `--inspect=127.0.0.1:0`, which prints
 * `Debugger listening on ws://…`). Resident memory also counts what V8 and the allocator keep
 * after freeing — heap pages grown in steps, arenas — so it can rise for a while without a leak;
 * the live heap after a collection is what a leak would make grow.
 */

/** The inspector's WebSocket URL in a process's output. */
export function inspectorUrl(output: string): string | undefined {
  return output.match(/Debugger listening on (ws:\/\/\S+)/)?.[1];
}

/** Collects garbage in the process, then answers its used heap in MB. */
export async function heapAfterGcMb(url: string): Promise<number> {
  const socket = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve(), { once: true });
    socket.addEventListener('error', () => reject(new Error(`inspector ${url} did not open`)), {
      once: true,
    });
  });
  let nextId = 1;
  const call = (method: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const id = nextId++;
      const onMessage = (event: MessageEvent) => {
        const message = JSON.parse(String(event.data)) as {
          id?: number;
          result?: Record<string, unknown>;
          error?: unknown;
        };
        if (message.id !== id) return;
        socket.removeEventListener('message', onMessage);
        if (message.error) reject(new Error(`${method}: ${JSON.stringify(message.error)}`));
        else resolve(message.result ?? {});
      };
      socket.addEventListener('message', onMessage);
      socket.send(JSON.stringify({ id, method }));
    });
  try {
    await call('HeapProfiler.collectGarbage');
    const usage = await call('Runtime.getHeapUsage');
    return Number(usage.usedSize) / (1024 * 1024);
  } finally {
    socket.close();
  }
}
