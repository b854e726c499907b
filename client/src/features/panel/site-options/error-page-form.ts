/**
 * The error page section (docs/product.md#screen-behaviour and #entities): the not-found page's texts, its
 * image and the member posts its "meet the members" section shows, and the request
 * `PUT /api/options/error-page` takes.
 */
import type { ErrorPageOptions } from '#shared/schemas/domain-options.ts';
import type { ErrorPageUpdate } from '#shared/schemas/options-requests.ts';
import { type ImageChoice, imageChoiceOf, imageRefOf } from '../ui/media-picker/image-choice.ts';

export interface ErrorPageFormValues {
  title: string;
  subtitle: string;
  section_title: string;
  section_text: string;
  truck_image: ImageChoice | null;
  /** member post ids, as strings (the multi-select's values) */
  members: string[];
}

export function errorPageFormValues(page: ErrorPageOptions): ErrorPageFormValues {
  const { domainErrorPage: texts } = page;
  return {
    title: texts.title,
    subtitle: texts.subtitle,
    section_title: texts.section_title,
    section_text: texts.section_text,
    truck_image: imageChoiceOf(texts.truck_image),
    members: page.members.map(String),
  };
}

export function toErrorPageRequest(values: ErrorPageFormValues): ErrorPageUpdate {
  return {
    title: values.title.trim(),
    subtitle: values.subtitle.trim(),
    section_title: values.section_title.trim(),
    section_text: values.section_text,
    truck_image: imageRefOf(values.truck_image),
    members: values.members.map(Number).filter((id) => Number.isInteger(id) && id > 0),
  };
}

export function validateErrorPage(
  values: ErrorPageFormValues,
): Partial<Record<keyof ErrorPageFormValues, string>> {
  const errors: Partial<Record<keyof ErrorPageFormValues, string>> = {};
  if (!values.title.trim()) errors.title = 'Give the page a title';
  if (values.members.length > 50) errors.members = 'At most 50 members';
  return errors;
}
