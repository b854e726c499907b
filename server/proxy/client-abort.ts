/**
 * The browser going away before its answer is complete, as the proxy's upstream calls and waits
 * listen for it. Not an AbortController: a signed-in pass-through paid for one, its `close`
 * listener and an EventTarget listener added and removed per upstream call (~3 µs in the profile,
 * docs/decisions/044-signed-in-pass-through-profile.md), for an event that almost never comes.
 * This is the part of AbortSignal the calls use (`aborted`, `reason`, `abort` listeners), so an
 * AbortSignal (a timeout's) serves the same calls.
 */
import type { FastifyReply } from 'fastify';

/** What an upstream call or a wait listens to: an AbortSignal, or the browser going away. */
export interface CallSignal {
  readonly aborted: boolean;
  readonly reason?: unknown;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

class ClientGone implements CallSignal {
  aborted = false;
  reason: unknown;
  #listeners: (() => void)[] = [];

  abort() {
    if (this.aborted) return;
    this.aborted = true;
    this.reason = new Error('the browser went away');
    const listeners = this.#listeners;
    this.#listeners = [];
    for (const listener of listeners) listener();
  }

  // every listener is called once: the signal fires once
  addEventListener(_type: 'abort', listener: () => void) {
    if (!this.aborted) this.#listeners.push(listener);
  }

  removeEventListener(_type: 'abort', listener: () => void) {
    const at = this.#listeners.indexOf(listener);
    if (at !== -1) this.#listeners.splice(at, 1);
  }
}

/** A signal that fires when the browser goes away before its answer is complete. */
export function abortOnClientGone(reply: FastifyReply): CallSignal {
  const gone = new ClientGone();
  // already gone (it left while this request waited, e.g. on the public cache): no 'close' to come
  if (reply.raw.destroyed && !reply.raw.writableFinished) {
    gone.abort();
    return gone;
  }
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) gone.abort();
  });
  return gone;
}

/** Resolves after `ms`, or rejects at once when the signal aborts (nothing is retried after an abort). */
export function delay(ms: number, signal: CallSignal): Promise<void> {
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
