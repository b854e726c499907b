/**
 * The `SITE_HOSTS` allow-list: exact host names and `*.` wildcards (`*.localhost` matches
 * `taco.localhost`, not `localhost` itself and not `a.b.localhost`). Only hosts on it are served
 * and proxied, so the Host header cannot steer the BFF to an arbitrary upstream.
 */
export interface HostAllowList {
  allows(host: string): boolean;
}

/** Lower-cases and strips a port and a trailing dot; returns undefined for anything not a host name. */
export function normalizeHost(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let host = value.trim().toLowerCase();
  if (host.startsWith('[')) return undefined; // IPv6 literals are never site hosts
  host = host.replace(/:\d+$/, '').replace(/\.$/, '');
  if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(host)) return undefined;
  return host;
}

export function createHostAllowList(patterns: readonly string[]): HostAllowList {
  const exact = new Set<string>();
  const suffixes: string[] = [];
  for (const pattern of patterns) {
    if (pattern.startsWith('*.')) suffixes.push(pattern.slice(1));
    else exact.add(pattern);
  }
  return {
    allows(host) {
      const normalized = normalizeHost(host);
      if (!normalized) return false;
      if (exact.has(normalized)) return true;
      return suffixes.some((suffix) => {
        if (!normalized.endsWith(suffix)) return false;
        const label = normalized.slice(0, -suffix.length);
        return label.length > 0 && !label.includes('.');
      });
    },
  };
}
