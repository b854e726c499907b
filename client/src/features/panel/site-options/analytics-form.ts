/**
 * An analytics item's form (docs/product.md#entities) and the request `POST /api/analytics` /
 * `PUT /api/analytics/{id}` takes. Either a known analytics service by its id (and, self-hosted,
 * its address: shared/analytics-providers.ts) — what any admin may add, the site writing the
 * service's tags itself — or, for owners only, an item of one's own: a script (an external `src`
 * or inline `code`), a meta tag (name and content) or a noscript block, where it goes; the fields
 * of its type, the others null.
 */

import {
  ANALYTICS_PROVIDERS,
  type AnalyticsProviderId,
  analyticsProviderOf,
  providerAddress,
  providerKey,
} from '#shared/analytics-providers.ts';
import type { AnalyticsItemBody } from '#shared/schemas/content-requests.ts';
import type { AnalyticsItem } from '#shared/schemas/domain-options.ts';

export type AnalyticsType = AnalyticsItem['type'];

export const ANALYTICS_TYPES: readonly { value: AnalyticsType; label: string }[] = [
  { value: 'script', label: 'Script' },
  { value: 'meta', label: 'Meta tag' },
  { value: 'noscript', label: 'Noscript' },
];

/** a known service, or an item of one's own making (owners only) */
export type AnalyticsSource = AnalyticsProviderId | 'own';

export interface AnalyticsFormValues {
  source: AnalyticsSource;
  type: AnalyticsType;
  /** a script's or noscript's name for the staff; a meta tag's `name` */
  name: string;
  /** an own script's address; a self-hosted service's address */
  src: string;
  code: string;
  /** an own meta tag's content; a service's id */
  content: string;
  content_type: string;
  custom_id: string;
  async: boolean;
  defer: boolean;
  tag_position: 'head' | 'body';
  external_analytics: boolean;
  external_analytics_type: string;
}

export function emptyAnalyticsValues(source: AnalyticsSource = 'own'): AnalyticsFormValues {
  return {
    source,
    type: 'script',
    name: '',
    src: '',
    code: '',
    content: '',
    content_type: '',
    custom_id: '',
    async: true,
    defer: false,
    tag_position: 'head',
    external_analytics: false,
    external_analytics_type: '',
  };
}

/** The service an item is of, when it is one of the known ones. */
export function serviceOf(item: AnalyticsItem): AnalyticsProviderId | undefined {
  return item.external_analytics ? analyticsProviderOf(item.external_analytics_type)?.id : undefined;
}

export function analyticsFormValues(item: AnalyticsItem): AnalyticsFormValues {
  return {
    source: serviceOf(item) ?? 'own',
    type: item.type,
    name: item.name ?? '',
    src: item.src ?? '',
    code: item.code ?? '',
    content: item.content ?? '',
    content_type: item.content_type ?? '',
    custom_id: item.custom_id ?? '',
    async: item.async,
    defer: item.defer,
    tag_position: item.tag_position,
    external_analytics: item.external_analytics,
    external_analytics_type: item.external_analytics_type ?? '',
  };
}

const orNull = (value: string): string | null => (value.trim() ? value.trim() : null);

export function toAnalyticsRequest(values: AnalyticsFormValues): AnalyticsItemBody {
  if (values.source !== 'own') {
    const provider = ANALYTICS_PROVIDERS[values.source];
    return {
      type: provider.tag,
      tag_position: 'head',
      name: orNull(values.name),
      content: orNull(values.content),
      src: provider.address === 'none' ? null : orNull(values.src),
      code: null,
      custom_id: null,
      content_type: null,
      async: false,
      defer: false,
      external_analytics: true,
      external_analytics_type: provider.id,
    };
  }
  const common = {
    type: values.type,
    name: orNull(values.name),
    custom_id: orNull(values.custom_id),
    external_analytics: values.external_analytics,
    external_analytics_type: values.external_analytics ? orNull(values.external_analytics_type) : null,
  };
  if (values.type === 'meta') {
    return {
      ...common,
      tag_position: 'head',
      content: orNull(values.content),
      src: null,
      code: null,
      content_type: null,
      async: false,
      defer: false,
    };
  }
  if (values.type === 'noscript') {
    return {
      ...common,
      tag_position: values.tag_position,
      code: orNull(values.code),
      src: null,
      content: null,
      content_type: null,
      async: false,
      defer: false,
    };
  }
  const src = orNull(values.src);
  return {
    ...common,
    tag_position: values.tag_position,
    src,
    code: src ? null : orNull(values.code),
    content: null,
    content_type: orNull(values.content_type),
    async: src ? values.async : false,
    defer: src ? values.defer : false,
  };
}

/** An external script: `https://…` or a path of this site — what the public site loads. */
const SCRIPT_SRC = /^(?:https:\/\/[^\s/]+\S*|\/(?!\/)\S*)$/;

export function validateAnalytics(
  values: AnalyticsFormValues,
): Partial<Record<keyof AnalyticsFormValues, string>> {
  const errors: Partial<Record<keyof AnalyticsFormValues, string>> = {};
  if (values.source !== 'own') {
    const provider = ANALYTICS_PROVIDERS[values.source];
    if (providerKey(provider, values.content) === undefined)
      errors.content = `${provider.key.description}, e.g. ${provider.key.placeholder}`;
    const address = values.src.trim();
    if (provider.address === 'required' && !address)
      errors.src = `Give the https:// address of your ${provider.label}`;
    else if (provider.address !== 'none' && address && providerAddress(address) === undefined)
      errors.src = 'Use the service’s https:// address, e.g. https://stats.example.org/';
    return errors;
  }
  if (values.type === 'script') {
    const src = values.src.trim();
    if (!src && !values.code.trim()) errors.src = 'Give the script’s address, or its code below';
    else if (src && !SCRIPT_SRC.test(src)) errors.src = 'Use an https:// address (or a path of this site)';
  }
  if (values.type === 'meta') {
    if (!values.name.trim()) errors.name = 'Give the meta tag’s name, e.g. google-site-verification';
    if (!values.content.trim()) errors.content = 'Give its content';
  }
  if (values.type === 'noscript' && !values.code.trim()) errors.code = 'Give the noscript block’s HTML';
  if (values.external_analytics && !values.external_analytics_type.trim())
    errors.external_analytics_type = 'Say which service it is, e.g. Google Analytics';
  return errors;
}

/** One line about an item for the list: what it loads or sets. */
export function analyticsSummary(item: AnalyticsItem): string {
  const service = serviceOf(item);
  if (service) return `${ANALYTICS_PROVIDERS[service].label}: ${item.content ?? ''}`;
  if (item.type === 'meta') return `<meta name="${item.name ?? ''}">`;
  if (item.type === 'noscript') return 'noscript block';
  if (item.src) return item.src;
  return item.code ? 'Inline script' : 'Script';
}
