/**
 * The general section's form: every domain option of docs/product.md#entities — its texts, and the three
 * images (sign-in background, logo, favicon) as picked from the media library — and the request
 * `PUT /api/options/options` takes (an image as its media id when picked now, else its url).
 */
import type { DomainOptions } from '#shared/schemas/domain-options.ts';
import type { DomainOptionsUpdate } from '#shared/schemas/options-requests.ts';
import { isTimeZone } from '#shared/time-zones.ts';
import { type ImageChoice, imageChoiceOf, imageRefOf } from '../ui/media-picker/image-choice.ts';

export const GENERAL_TEXT_FIELDS = [
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
] as const;
export type GeneralTextField = (typeof GENERAL_TEXT_FIELDS)[number];

export const GENERAL_IMAGE_FIELDS = ['logo', 'fav_icon', 'auth_background'] as const;
export type GeneralImageField = (typeof GENERAL_IMAGE_FIELDS)[number];

export type GeneralFormValues = Record<GeneralTextField, string> &
  Record<GeneralImageField, ImageChoice | null>;

export function generalFormValues(options: DomainOptions): GeneralFormValues {
  const values = {} as GeneralFormValues;
  for (const field of GENERAL_TEXT_FIELDS) values[field] = options[field] ?? '';
  for (const field of GENERAL_IMAGE_FIELDS) values[field] = imageChoiceOf(options[field]);
  return values;
}

export function toOptionsRequest(values: GeneralFormValues): DomainOptionsUpdate {
  const body: DomainOptionsUpdate = {};
  for (const field of GENERAL_TEXT_FIELDS) body[field] = values[field].trim();
  for (const field of GENERAL_IMAGE_FIELDS) body[field] = imageRefOf(values[field]);
  return body;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateGeneral(values: GeneralFormValues): Partial<Record<GeneralTextField, string>> {
  const errors: Partial<Record<GeneralTextField, string>> = {};
  if (!values.title.trim()) errors.title = 'Give the site a name';
  if (!isTimeZone(values.time_zone.trim())) errors.time_zone = 'Choose a time zone from the list';
  for (const field of ['email', 'outgoing_email'] as const) {
    const value = values[field].trim();
    if (value && !EMAIL.test(value)) errors[field] = 'Enter an email address like hello@example.com';
  }
  return errors;
}
