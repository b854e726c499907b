/**
 * Promises that say when they have settled, the way React's `use` reads them (`status`, and
 * `value` or `reason`): `use` then answers at once instead of suspending for a moment on a
 * promise that has already settled — which would show a fallback and move what follows it.
 */
export type Settling<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

export function settling<T>(promise: Promise<T>): Settling<T> {
  const tracked = promise as Settling<T>;
  tracked.status = 'pending';
  tracked.then(
    (value) => Object.assign(tracked, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(tracked, { status: 'rejected', reason }),
  );
  return tracked;
}

export function settled<T>(value: T): Settling<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}

export function failed<T = never>(reason: unknown): Settling<T> {
  const promise = Promise.reject(reason) as Settling<T>;
  promise.catch(() => {});
  return Object.assign(promise, { status: 'rejected' as const, reason });
}
