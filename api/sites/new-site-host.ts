/**
 * Which names a new site may take as its host (`POST /api/options/domains`, issue 23). The
 * schema's pattern (HostSchema) only checks the characters; a site's host must also be a DNS host
 * name, because the BFF serves a site to any request whose `Host` names it: a site created as
 * `127.0.0.1` was served to everyone who reached the server by its address.
 *
 * - No IP address, in any form a resolver reads as one: dotted quads, and every name whose last
 *   label is a number (`0`, `2130706433`, `0x7f.1`, `127.1`; WHATWG's URL parser and inet_aton
 *   read these as IPv4), and IPv6 (`::1`, `[::1]`).
 * - Labels of letters, digits and hyphens, 1–63 characters, no hyphen at either end; at most 253
 *   characters; at least two labels (`shop.example`, not `shop`).
 * - Under `localhost` (RFC 6761: always this machine) one label for local use, as the demo's
 *   `tacos.localhost` and the `*.localhost` of SITE_HOSTS; `localhost` itself is the demo's main
 *   host. `localhost.localhost` and `a.b.localhost` are refused.
 */

const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/** a last label WHATWG's host parser takes for an IPv4 number: decimal, or hex after `0x` */
const NUMERIC_LABEL = /^([0-9]+|0x[0-9a-f]*)$/;

const LOCALHOST = 'localhost';

export const HOST_PROBLEMS = {
  ipAddress: 'must be a host name, not an IP address',
  labels:
    'must be labels of lower-case letters, digits and hyphens (1–63 characters, no hyphen first or last) joined by dots',
  oneLabel: 'must have at least two labels, like tacos.example.com',
  localhost: 'under localhost only one label is allowed, like tacos.localhost',
} as const;

/** Why `host` cannot be a new site's host, or undefined when it can. */
export function newSiteHostProblem(host: string): string | undefined {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  if ((bare.match(/:/g) ?? []).length >= 2) return HOST_PROBLEMS.ipAddress;
  const labels = host.split('.');
  if (NUMERIC_LABEL.test(labels.at(-1) ?? '')) return HOST_PROBLEMS.ipAddress;
  if (host.length > 253 || !labels.every((label) => LABEL.test(label))) return HOST_PROBLEMS.labels;
  if (host === LOCALHOST) return undefined;
  if (labels.length < 2) return HOST_PROBLEMS.oneLabel;
  if (labels.at(-1) === LOCALHOST && (labels.length > 2 || labels[0] === LOCALHOST))
    return HOST_PROBLEMS.localhost;
  return undefined;
}
