/**
 * The social links section: each link's title, address and icon, in order, and the request
 * `PUT /api/options/socials` takes (the full list; the API numbers the links). The icons are the
 * set the public site draws (client/src/components/icon.tsx): its social networks and a plain link.
 */

import { isSafeLinkUrl } from '#shared/safe-url.ts';
import type { SocialLink } from '#shared/schemas/domain-options.ts';
import type { SocialsUpdate } from '#shared/schemas/options-requests.ts';
import type { IconName } from '../../../components/icon.tsx';
import { LINK_RULE_TEXT, newUuid } from './menu-tree.ts';

export interface SocialIconChoice {
  id: number;
  /** the name the site draws the icon by (`socialIconName`) */
  name: IconName;
  label: string;
  /** the icon font class older clients read (`data.icons`) */
  icons: string;
}

/** The icon set of social links; ids as the demo sites stored them. */
export const SOCIAL_ICONS: readonly SocialIconChoice[] = [
  { id: 1, name: 'instagram', label: 'Instagram', icons: 'fa-brands fa-instagram' },
  { id: 2, name: 'facebook', label: 'Facebook', icons: 'fa-brands fa-facebook' },
  { id: 3, name: 'tiktok', label: 'TikTok', icons: 'fa-brands fa-tiktok' },
  { id: 4, name: 'youtube', label: 'YouTube', icons: 'fa-brands fa-youtube' },
  { id: 5, name: 'x', label: 'X (Twitter)', icons: 'fa-brands fa-x-twitter' },
  { id: 6, name: 'link', label: 'Other link', icons: 'fa-solid fa-link' },
];

export function socialIconByName(name: string): SocialIconChoice {
  const key = name.toLowerCase() === 'twitter' ? 'x' : name.toLowerCase();
  return SOCIAL_ICONS.find((icon) => icon.name === key) ?? (SOCIAL_ICONS.at(-1) as SocialIconChoice);
}

export interface SocialRow {
  key: string;
  /** the title shown beside the icon (`icon.data.label`) */
  title: string;
  link: string;
  icon: IconName;
}

export interface SocialsFormValues {
  socials: SocialRow[];
}

export function socialsFormValues(socials: readonly SocialLink[]): SocialsFormValues {
  return {
    socials: socials.map((social) => ({
      key: newUuid(),
      title: social.icon.data.label || social.icon.name,
      link: social.link,
      icon: socialIconByName(social.icon.name).name,
    })),
  };
}

export function newSocialRow(): SocialRow {
  return { key: newUuid(), title: '', link: '', icon: 'instagram' };
}

export function toSocialsRequest(values: SocialsFormValues): SocialsUpdate {
  return values.socials.map((row) => {
    const icon = socialIconByName(row.icon);
    return {
      link: row.link.trim(),
      icon: {
        id: icon.id,
        name: icon.name,
        data: { label: row.title.trim() || icon.label, icons: icon.icons },
      },
    };
  });
}

export function validateSocials(values: SocialsFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  values.socials.forEach((row, index) => {
    const link = row.link.trim();
    if (!link) errors[`socials.${index}.link`] = 'Enter the address of the page';
    else if (!isSafeLinkUrl(link)) errors[`socials.${index}.link`] = LINK_RULE_TEXT;
    if (row.title.trim().length > 100) errors[`socials.${index}.title`] = 'At most 100 characters';
  });
  return errors;
}

/** The API's `errors` (`2.link`, `0.icon.data.label`) on the rows' fields. */
export function socialErrorsOf(errors: Record<string, string[]>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [path, messages] of Object.entries(errors)) {
    const match = /^(\d+)\.(link|icon\.data\.label)/.exec(path);
    if (!match) continue;
    const field = match[2] === 'link' ? 'link' : 'title';
    fields[`socials.${match[1]}.${field}`] =
      field === 'link' && messages.some((m) => m.includes('pattern')) ? LINK_RULE_TEXT : messages.join(', ');
  }
  return fields;
}
