import { POST_TYPE_COLLECTIONS } from '#shared/collections/post-types.ts';
import type { PostTypeId } from '#shared/ids/post-types.ts';
import type { CreateDomainBody } from '#shared/schemas/options-requests.ts';

export type StartKind = 'empty' | 'copy';

export interface CreateDomainValues {
  host: string;
  name: string;
  start: StartKind;
  /** the domain to copy, as the select's value ('' when none is chosen) */
  source: string;
  /** the post types to copy, as the checkboxes' values */
  postTypes: string[];
  /** whether the copy takes the source's analytics items and verification tags (off: its own accounts) */
  copyAnalytics: boolean;
  /** whether the copy takes the trucks' stops (of the members it copies) */
  copySchedules: boolean;
}

/** The post types a copy may take, as the checkboxes list them. */
export const COPYABLE_POST_TYPES: readonly { value: string; label: string }[] = POST_TYPE_COLLECTIONS.map(
  (c) => ({ value: String(c.postType), label: c.labels.plural }),
);

export function initialCreateDomainValues(): CreateDomainValues {
  return {
    host: '',
    name: '',
    start: 'empty',
    source: '',
    postTypes: COPYABLE_POST_TYPES.map((t) => t.value),
    copyAnalytics: false,
    copySchedules: true,
  };
}

/** HostSchema's rule (shared/schemas/common.ts): lower-case labels joined by dots. */
const HOST = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

export type CreateDomainField = 'host' | 'name' | 'source' | 'postTypes' | 'copyAnalytics' | 'copySchedules';

export function validateCreateDomain(values: CreateDomainValues): Partial<Record<CreateDomainField, string>> {
  const errors: Partial<Record<CreateDomainField, string>> = {};
  const host = values.host.trim();
  if (!host) errors.host = 'Enter the host name of the new site, like tacos.example.com';
  else if (host.length > 253 || !HOST.test(host)) {
    errors.host =
      'Use lower-case letters, digits, hyphens and dots only, like tacos.example.com (no http://, port or slash)';
  }
  if (!values.name.trim()) errors.name = 'Give the site a name';
  else if (values.name.trim().length > 200) errors.name = 'At most 200 characters';
  if (values.start === 'copy' && !values.source) errors.source = 'Choose the site to copy';
  return errors;
}

export function toCreateDomainRequest(values: CreateDomainValues): CreateDomainBody {
  const body: CreateDomainBody = { host: values.host.trim(), name: values.name.trim() };
  if (values.start === 'empty') {
    body.start_from = { kind: 'empty' };
    return body;
  }
  const postTypeIds = COPYABLE_POST_TYPES.filter((t) => values.postTypes.includes(t.value)).map(
    (t) => Number(t.value) as PostTypeId,
  );
  body.start_from = {
    kind: 'copy',
    domain_id: Number(values.source),
    // every type: leave the list out, so a type added later is copied too
    ...(postTypeIds.length === COPYABLE_POST_TYPES.length ? {} : { post_type_ids: postTypeIds }),
    // said either way: the choice on the screen is what the API does
    copy_analytics: values.copyAnalytics,
    copy_schedules: values.copySchedules,
  };
  return body;
}

/** The API's error paths by the form's fields. */
const FIELD_OF_PATH: Record<string, CreateDomainField> = {
  host: 'host',
  name: 'name',
  start_from: 'source',
  'start_from.domain_id': 'source',
  'start_from.post_type_ids': 'postTypes',
  'start_from.copy_analytics': 'copyAnalytics',
  'start_from.copy_schedules': 'copySchedules',
};

export const CREATE_DOMAIN_ERROR_PATHS: readonly string[] = Object.keys(FIELD_OF_PATH);

/** The API's `errors` renamed to the form's fields (several messages joined). */
export function createDomainFieldErrors(fields: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const field = FIELD_OF_PATH[path];
    if (field) out[field] = out[field] ? `${out[field]}, ${message}` : message;
  }
  return out;
}
