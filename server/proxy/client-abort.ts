/** An AbortSignal that fires when the browser goes away before its answer is complete. */
import type { FastifyReply } from 'fastify';

export function abortOnClientGone(reply: FastifyReply): AbortController {
  const controller = new AbortController();
  // already gone (it left while this request waited, e.g. on the public cache): no 'close' to come
  if (reply.raw.destroyed && !reply.raw.writableFinished) {
    controller.abort();
    return controller;
  }
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller;
}

/** Resolves after `ms`, or rejects at once when the signal aborts (nothing is retried after an abort). */
export function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
