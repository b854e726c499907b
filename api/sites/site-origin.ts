/**
 * The public origin of a site, for links in mails. `PUBLIC_ORIGIN_TEMPLATE` (e.g.
 * `https://{host}`) wins; otherwise local hosts (localhost, *.localhost, 127.0.0.1) are
 * `http://{host}:{PORT}` — the BFF's port, since the embedded API runs in its process — and every
 * other host is `https://{host}`.
 */
export function siteOrigin(
  host: string,
  options: { template?: string | undefined; bffPort?: string | undefined } = {},
) {
  if (options.template) return options.template.replace('{host}', host).replace(/\/$/, '');
  const local = host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1';
  if (!local) return `https://${host}`;
  const port = options.bffPort || '3000';
  return port === '80' ? `http://${host}` : `http://${host}:${port}`;
}

/**
 * Where a site's staff screens are, for links in mails (reset and password links, the inbox): the
 * staff host when one is configured (`PANEL_HOST`, docs/decisions/033), by the same rules as a
 * site's origin, else the site's own origin.
 */
export function staffOrigin(
  host: string,
  options: { template?: string | undefined; bffPort?: string | undefined; panelHost?: string | undefined },
) {
  return siteOrigin(options.panelHost ?? host, options);
}

/** The `site` a staff link names, so the staff host opens on that site: only with a staff host. */
export function staffLinkSite(host: string, options: { panelHost?: string | undefined }): string | undefined {
  return options.panelHost ? host : undefined;
}
