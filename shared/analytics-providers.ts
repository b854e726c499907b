/**
 * The analytics services a site's admin may add by their ids (issue 23): the admin never writes
 * code into the site's pages, the BFF writes each service's tags itself from a checked id
 * (server/pages/analytics-providers.ts). Scripts, meta tags and noscript blocks of the admin's own
 * making — code that runs with the site's visitors — are for owners only, as WordPress multisite
 * keeps unfiltered HTML for its super admins.
 *
 * A provider item is an analytics item with `external_analytics: true`, `external_analytics_type`
 * the provider's id, `content` its id at the provider, and `src` the https address of a
 * self-hosted service (Matomo always; Plausible and Umami when not their cloud). Declared once:
 * the API checks items with it, the panel's form is built from it.
 */

export const ANALYTICS_PROVIDER_IDS = [
  'plausible',
  'umami',
  'matomo',
  'google-analytics-4',
  'google-search-console',
] as const;

export type AnalyticsProviderId = (typeof ANALYTICS_PROVIDER_IDS)[number];

export interface AnalyticsProvider {
  id: AnalyticsProviderId;
  label: string;
  /** what the BFF writes: a script (external or inline) or a meta tag */
  tag: 'script' | 'meta';
  /** the id at the provider, kept in `content` */
  key: { label: string; description: string; placeholder: string; pattern: string };
  /** the https address of the service: needed (Matomo), optional (self-hosted), or none */
  address: 'required' | 'optional' | 'none';
}

export const ANALYTICS_PROVIDERS: Record<AnalyticsProviderId, AnalyticsProvider> = {
  plausible: {
    id: 'plausible',
    label: 'Plausible',
    tag: 'script',
    key: {
      label: 'Site domain',
      description: 'The domain as it is set up in Plausible',
      placeholder: 'trucks.example',
      pattern: '^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]{2,63}$',
    },
    address: 'optional',
  },
  umami: {
    id: 'umami',
    label: 'Umami',
    tag: 'script',
    key: {
      label: 'Website id',
      description: 'Umami’s id of this website (Settings → Websites)',
      placeholder: '94db1cb1-74f4-4a40-ad6c-962362670409',
      pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
    },
    address: 'optional',
  },
  matomo: {
    id: 'matomo',
    label: 'Matomo',
    tag: 'script',
    key: {
      label: 'Site id',
      description: 'Matomo’s number of this website',
      placeholder: '3',
      pattern: '^[1-9][0-9]{0,8}$',
    },
    address: 'required',
  },
  'google-analytics-4': {
    id: 'google-analytics-4',
    label: 'Google Analytics 4',
    tag: 'script',
    key: {
      label: 'Measurement id',
      description: 'Starts with G-',
      placeholder: 'G-ABC123DEF4',
      pattern: '^G-[A-Z0-9]{4,15}$',
    },
    address: 'none',
  },
  'google-search-console': {
    id: 'google-search-console',
    label: 'Google Search Console verification',
    tag: 'meta',
    key: {
      label: 'Verification token',
      description: 'The content of the google-site-verification meta tag Google gives',
      placeholder: 'rXOxyZounnZasA8Z7oaD3c14JdjS9aKSWvsR1EbUSIQ',
      pattern: '^[A-Za-z0-9_-]{10,100}$',
    },
    address: 'none',
  },
};

export function analyticsProviderOf(id: string | null | undefined): AnalyticsProvider | undefined {
  return id && Object.hasOwn(ANALYTICS_PROVIDERS, id)
    ? ANALYTICS_PROVIDERS[id as AnalyticsProviderId]
    : undefined;
}

/** The provider's id as stored (trimmed; domains and Umami ids in lower case), or undefined when invalid. */
export function providerKey(
  provider: AnalyticsProvider,
  value: string | null | undefined,
): string | undefined {
  let key = value?.trim() ?? '';
  if (provider.id === 'plausible' || provider.id === 'umami') key = key.toLowerCase();
  return new RegExp(provider.key.pattern).test(key) ? key : undefined;
}

/**
 * A self-hosted service's address as stored: `https://host[:port]/path/`, ending in a slash, with
 * no credentials, query or fragment; undefined when it is not such an address.
 */
export function providerAddress(value: string | null | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.search || url.hash) return undefined;
  if (!/^[a-z0-9.-]+$/.test(url.hostname) || !url.hostname.includes('.')) return undefined;
  const path = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  return `https://${url.host}${path}`;
}
