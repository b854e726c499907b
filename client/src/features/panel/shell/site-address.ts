/**
 * The address of one of the deployment's sites as the panel reaches it: the panel's own scheme
 * and port, on that site's host (a new domain's "Open the site", a preview link).
 */
export function siteAddress(host: string, where: Pick<Location, 'protocol' | 'port'> = location): string {
  return `${where.protocol}//${host}${where.port ? `:${where.port}` : ''}/`;
}
