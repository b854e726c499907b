/**
 * The url a new post is offered from its title: the type's prefix and a slug of lower-case
 * letters, digits and dashes (the API's url pattern). Accents are dropped, not lost: é → e.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}

export function suggestUrl(prefix: string, title: string): string {
  const slug = slugify(title);
  if (!slug) return '';
  return `${prefix.endsWith('/') ? prefix : `${prefix}/`}${slug}`;
}

/** Light clean-up of a typed url: a leading slash, no spaces, lower case, no trailing slash. */
export function normalizeUrl(value: string): string {
  const trimmed = value.trim().toLowerCase().replace(/\s+/g, '-');
  if (!trimmed) return '';
  const withSlash = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash;
}
