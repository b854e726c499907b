/**
 * A turn of the event loop for other requests, between two long pieces of one request's work: the
 * embedded content API runs in the BFF's own process, and SQLite answers synchronously, so a
 * request's parse, check and writes awaited one after another are one task that every request
 * behind it waits for (a microtask never lets I/O in). `setImmediate` runs after the I/O the loop
 * has polled: the public reads answered from the BFF's cache go in between.
 */
export function requestsInBetween(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
