/**
 * Where the content API of a site lives: one `UPSTREAM_URL` for all sites, or
 * `UPSTREAM_URL_TEMPLATE` with `{host}` replaced by the (allow-listed) site host.
 */
export type UpstreamResolver = (siteHost: string) => string;

export function createUpstreamResolver(options: { url?: string; template?: string }): UpstreamResolver {
  const { url, template } = options;
  if (template) return (siteHost) => template.replaceAll('{host}', siteHost);
  if (url) return () => url;
  throw new Error('an upstream URL or URL template is required');
}
