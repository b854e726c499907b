/**
 * The declared fields of each stored site setting, picked one by one: what a write stores and
 * what a read answers. A key a client once slipped in, an unsafe url or a deeper menu tree kept
 * by an older version is never served (menus are read two levels deep, never walked further), and
 * the HTML texts (join text, error-page section text) are sanitised on both ways.
 */
import { EMPTY_DOMAIN_OPTIONS } from '#shared/domain-defaults.ts';
import { POST_TYPE_IDS, type PostTypeId } from '#shared/ids/post-types.ts';
import { isPlainRecord, type PlainRecord } from '#shared/plain-record.ts';
import { isSafeImageUrl, isSafeLinkUrl } from '#shared/safe-url.ts';
import type {
  DomainOptions,
  ErrorPageOptions,
  MenuBody,
  MenuItem,
  SeoParams,
  SocialLink,
} from '#shared/schemas/domain-options.ts';
import { DOMAIN_IMAGE_OPTIONS, type SiteMapSettings } from '#shared/schemas/options-requests.ts';
import { sanitizeRichText } from '../rich-text/rich-text-sanitizer.ts';

const TEXT_OPTIONS = [
  'title',
  'address',
  'phone',
  'email',
  'outgoing_email',
  'social_media_title',
  'menu_title',
  'join_title',
  'join_text',
  'copyright',
  'time_zone',
] as const satisfies readonly (keyof DomainOptions)[];

const asRecord = (value: unknown): PlainRecord => (isPlainRecord(value) ? value : {});
const textOr = (value: unknown, fallback: string): string => (typeof value === 'string' ? value : fallback);
const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

/** An image option as stored and served: a safe image url (shared/safe-url.ts) or null. */
export const imageUrlOrNull = (value: unknown): string | null =>
  typeof value === 'string' && isSafeImageUrl(value) ? value : null;

export function domainOptionsOf(value: unknown): DomainOptions {
  const stored = asRecord(value);
  const options: DomainOptions = { ...EMPTY_DOMAIN_OPTIONS };
  for (const key of TEXT_OPTIONS) options[key] = textOr(stored[key], EMPTY_DOMAIN_OPTIONS[key]);
  // the footer's join text is HTML (docs/decisions/031)
  options.join_text = sanitizeRichText(options.join_text);
  for (const key of DOMAIN_IMAGE_OPTIONS) options[key] = imageUrlOrNull(stored[key]);
  return options;
}

export function errorPageOf(value: unknown, fallback: ErrorPageOptions): ErrorPageOptions {
  const stored = asRecord(value);
  const page = asRecord(stored.domainErrorPage);
  const texts = fallback.domainErrorPage;
  return {
    domainErrorPage: {
      title: textOr(page.title, texts.title),
      subtitle: textOr(page.subtitle, texts.subtitle),
      section_title: textOr(page.section_title, texts.section_title),
      section_text: sanitizeRichText(textOr(page.section_text, texts.section_text)),
      truck_image: imageUrlOrNull(page.truck_image),
    },
    members: Array.isArray(stored.members) ? stored.members.filter(isId) : [],
  };
}

const TITLE_TEMPLATE = /^[^\r\n]*%s[^\r\n]*$/;

/** Title and description always; the title template and share image only once they are set. */
export function seoOf(value: unknown): SeoParams {
  const stored = asRecord(value);
  const seo: SeoParams = { title: textOr(stored.title, ''), description: textOr(stored.description, '') };
  const template = stored.title_template;
  if (typeof template === 'string' && template.length <= 200 && TITLE_TEMPLATE.test(template))
    seo.title_template = template;
  const image = imageUrlOrNull(stored.share_image);
  if (image !== null) seo.share_image = image;
  return seo;
}

/** Social links with a safe link (others are dropped); ids as the API numbered them. */
export function socialsOf(value: unknown): SocialLink[] {
  if (!Array.isArray(value)) return [];
  const socials: SocialLink[] = [];
  for (const entry of value) {
    const social = asRecord(entry);
    const icon = asRecord(social.icon);
    const data = asRecord(icon.data);
    if (!isId(social.id) || typeof social.link !== 'string' || !isSafeLinkUrl(social.link)) continue;
    socials.push({
      id: social.id,
      link: social.link,
      icon: {
        id: isId(icon.id) ? icon.id : 1,
        name: textOr(icon.name, ''),
        data: { label: textOr(data.label, ''), icons: textOr(data.icons, '') },
      },
    });
  }
  return socials;
}

/** A menu link's own fields; undefined when it has no text or no safe url. */
function menuLinkOf(value: unknown): MenuItem | undefined {
  const item = asRecord(value);
  if (typeof item.text !== 'string' || item.text === '') return undefined;
  if (typeof item.url !== 'string' || !isSafeLinkUrl(item.url)) return undefined;
  if (typeof item.uuid !== 'string' || item.uuid === '') return undefined;
  return {
    text: item.text,
    url: item.url,
    type: 'VLink',
    ...(typeof item.isSelected === 'boolean' ? { isSelected: item.isSelected } : {}),
    uuid: item.uuid,
  };
}

const linksOf = (value: unknown): MenuItem[] =>
  (Array.isArray(value) ? value : []).map(menuLinkOf).filter((item) => item !== undefined);

/** Header items with one level of children, footer links: two levels, never a deeper tree. */
export function menuBodyOf(value: unknown): MenuBody {
  const stored = asRecord(value);
  const header: MenuItem[] = [];
  for (const entry of Array.isArray(stored.header) ? stored.header : []) {
    const link = menuLinkOf(entry);
    if (!link) continue;
    const item = asRecord(entry);
    const children = item.children === undefined ? undefined : linksOf(item.children);
    header.push({
      ...link,
      ...(item.mode === 'dropdown' ? { mode: 'dropdown' as const } : {}),
      ...(children === undefined ? {} : { children }),
    });
  }
  return { header, footer: linksOf(stored.footer) };
}

export function siteMapOf(value: unknown, fallback: SiteMapSettings): SiteMapSettings {
  const stored = asRecord(value);
  if (!Array.isArray(stored.post_type_ids)) return fallback;
  const known = new Set<number>(POST_TYPE_IDS);
  return {
    post_type_ids: [...new Set(stored.post_type_ids)].filter((id): id is PostTypeId => known.has(id)),
  };
}
