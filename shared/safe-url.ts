/**
 * The url rules of what the API stores and the public site puts into `src` and `href`, declared
 * once (without TypeBox, so the client can use them too; the schemas in shared/schemas/common.ts
 * take the patterns):
 *
 * - an image url (logo, fav_icon, auth_background, truck_image): `https://…` or a path of this
 *   site, `/…` (one leading slash: `//host/…` is another origin). Media ids are resolved by the API.
 * - a link url (menus, social links): `http://…`, `https://…`, `mailto:…`, `tel:…` or a path `/…`.
 *
 * Nothing else: no `javascript:`, `data:`, `vbscript:` or other scheme, no relative `x.png`, and no
 * whitespace, control character or backslash anywhere (browsers drop tabs and newlines and read
 * `\` as `/`, which turns `/\evil.test` and `/<tab>/evil.test` into `//evil.test`). Schemes are
 * matched in lower case, as the panel writes them.
 */

/** A url character: printable ASCII but space and backslash, or any non-ASCII character. */
const URL_CHAR = '[!-\\[\\]-~\\u00a0-\\uffff]';
const SITE_PATH = `/(?!/)${URL_CHAR}*`;

export const SAFE_IMAGE_URL_PATTERN = `^(?:https://${URL_CHAR}+|${SITE_PATH})$`;
export const SAFE_LINK_URL_PATTERN = `^(?:https?://${URL_CHAR}+|mailto:${URL_CHAR}+|tel:${URL_CHAR}+|${SITE_PATH})$`;

let compiled: { image: RegExp; link: RegExp } | undefined;
const rules = () =>
  (compiled ??= { image: new RegExp(SAFE_IMAGE_URL_PATTERN), link: new RegExp(SAFE_LINK_URL_PATTERN) });

export function isSafeImageUrl(value: string): boolean {
  return rules().image.test(value);
}

export function isSafeLinkUrl(value: string): boolean {
  return rules().link.test(value);
}
