/**
 * libuv's thread pool runs both sharp (image decoding) and scrypt (password hashing, bounded by
 * api/auth/password-work.ts); with Node's default of 4 threads, a few uploads would make every
 * sign-in wait. The entry points
 * widen it before anything uses the pool (libuv reads the variable once, at first use); an
 * explicit UV_THREADPOOL_SIZE in the environment wins.
 */
export const DEFAULT_THREAD_POOL_SIZE = 16;

export function widenThreadPool(): void {
  process.env.UV_THREADPOOL_SIZE ??= String(DEFAULT_THREAD_POOL_SIZE);
}
