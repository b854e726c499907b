/**
 * The tags of the known analytics services (shared/analytics-providers.ts), written by the BFF
 * from the item's checked id and address — never from code or a script address an item carries.
 * Each service's tags are the ones its own setup guide gives; the inline parts (Matomo's queue,
 * Google's data layer) are this file's code with the id written as a JSON string, under the
 * response's nonce. The origins each needs join the document's `script-src` and `connect-src`.
 */
import {
  type AnalyticsProvider,
  analyticsProviderOf,
  providerAddress,
  providerKey,
} from '#shared/analytics-providers.ts';
import type { AnalyticsItem } from '#shared/schemas/domain-options.ts';

export type ProviderTag =
  | { kind: 'meta'; name: string; content: string }
  | { kind: 'external'; src: string; async: boolean; defer: boolean; data: Record<string, string> }
  | { kind: 'inline'; code: string };

export interface ProviderTags {
  tags: ProviderTag[];
  origins: string[];
}

const originOf = (address: string) => new URL(address).origin;

const GOOGLE_TAG = 'https://www.googletagmanager.com';
const GOOGLE_ANALYTICS_ORIGINS = [
  GOOGLE_TAG,
  'https://www.google-analytics.com',
  'https://region1.google-analytics.com',
];

function tagsOf(provider: AnalyticsProvider, key: string, address: string | undefined): ProviderTags {
  switch (provider.id) {
    case 'plausible': {
      const base = address ?? 'https://plausible.io/';
      return {
        tags: [
          { kind: 'external', src: `${base}js/script.js`, async: false, defer: true, data: { domain: key } },
        ],
        origins: [originOf(base)],
      };
    }
    case 'umami': {
      const base = address ?? 'https://cloud.umami.is/';
      return {
        tags: [
          {
            kind: 'external',
            src: `${base}script.js`,
            async: false,
            defer: true,
            data: { 'website-id': key },
          },
        ],
        origins: [originOf(base)],
      };
    }
    case 'matomo': {
      const base = address as string;
      const code =
        'var _paq = window._paq = window._paq || [];' +
        "_paq.push(['trackPageView']);_paq.push(['enableLinkTracking']);" +
        `(function(){var u=${JSON.stringify(base)};` +
        "_paq.push(['setTrackerUrl', u+'matomo.php']);" +
        `_paq.push(['setSiteId', ${JSON.stringify(key)}]);` +
        "var g=document.createElement('script');g.async=true;g.src=u+'matomo.js';" +
        'document.head.appendChild(g);})();';
      return { tags: [{ kind: 'inline', code }], origins: [originOf(base)] };
    }
    case 'google-analytics-4':
      return {
        tags: [
          {
            kind: 'external',
            src: `${GOOGLE_TAG}/gtag/js?id=${encodeURIComponent(key)}`,
            async: true,
            defer: false,
            data: {},
          },
          {
            kind: 'inline',
            code:
              'window.dataLayer = window.dataLayer || [];' +
              'function gtag(){dataLayer.push(arguments);}' +
              `gtag('js', new Date());gtag('config', ${JSON.stringify(key)});`,
          },
        ],
        origins: GOOGLE_ANALYTICS_ORIGINS,
      };
    case 'google-search-console':
      return { tags: [{ kind: 'meta', name: 'google-site-verification', content: key }], origins: [] };
  }
}

/**
 * The tags of a provider item, or undefined when the item is not one (it is then written as the
 * owner's own item) — or names a provider with an id or address that does not pass its check
 * (`invalid`: such an item is left out, never written as code).
 */
export function providerTags(item: AnalyticsItem): ProviderTags | 'invalid' | undefined {
  if (!item.external_analytics) return undefined;
  const provider = analyticsProviderOf(item.external_analytics_type);
  if (!provider) return undefined;
  const key = providerKey(provider, item.content);
  const address = provider.address === 'none' ? undefined : providerAddress(item.src);
  if (key === undefined) return 'invalid';
  if (provider.address !== 'none' && item.src?.trim() && address === undefined) return 'invalid';
  if (provider.address === 'required' && address === undefined) return 'invalid';
  return tagsOf(provider, key, address);
}
