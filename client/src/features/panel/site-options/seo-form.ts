/**
 * The SEO section: the site's title and description for search engines (the description is also
 * the default of every page without its own), the page title template and the default share image,
 * and the request `PUT /api/options/seo` takes. An empty template means the default one.
 */
import { PAGE_TITLE_TEMPLATE } from '#shared/limits.ts';
import type { SeoParams } from '#shared/schemas/domain-options.ts';
import type { SeoUpdate } from '#shared/schemas/options-requests.ts';
import { type ImageChoice, imageChoiceOf, imageRefOf } from '../ui/media-picker/image-choice.ts';

export interface SeoFormValues {
  title: string;
  description: string;
  title_template: string;
  share_image: ImageChoice | null;
}

export function seoFormValues(seo: SeoParams): SeoFormValues {
  return {
    title: seo.title,
    description: seo.description,
    title_template: seo.title_template ?? '',
    share_image: imageChoiceOf(seo.share_image),
  };
}

export function toSeoRequest(values: SeoFormValues): SeoUpdate {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    title_template: values.title_template.trim(),
    share_image: imageRefOf(values.share_image),
  };
}

export function validateSeo(values: SeoFormValues): Partial<Record<keyof SeoFormValues, string>> {
  const errors: Partial<Record<keyof SeoFormValues, string>> = {};
  const template = values.title_template.trim();
  if (template && !template.includes('%s')) errors.title_template = 'Put %s where the page’s title goes';
  if (/[\r\n]/.test(template)) errors.title_template = 'One line only';
  return errors;
}

/** How a page's title reads with these settings, e.g. `About us | Taco Row`. */
export function exampleTitle(values: SeoFormValues, page: string, siteName: string): string {
  const template = values.title_template.trim();
  const shape = template.includes('%s') ? template : PAGE_TITLE_TEMPLATE;
  return shape.replace('%s', page).replaceAll('{site name}', siteName.trim() || values.title.trim());
}
