/** Hosts that only ever reach this machine: cookies there are not Secure by default. */
export function isLocalHost(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '::1';
}
