/**
 * Starting a server on a port picked beforehand (free-port.ts) races with any other listener on
 * the machine (an embedded API binds a random port too): a start that fails with EADDRINUSE is
 * tried again on a new port, up to three times; any other failure is thrown at once.
 */
export async function retryWhilePortTaken<T>(start: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start();
    } catch (error) {
      if (attempt >= attempts || !String((error as Error).message).includes('EADDRINUSE')) throw error;
    }
  }
}
