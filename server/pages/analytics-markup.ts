/**
 * The site's analytics items (`GET /api/analytics`, docs/product.md#entities) written into the served
 * document, each where it says (`tag_position`), with the mark the SPA looks for (`data-analytics-item`) so
 * it does not place them a second time:
 *
 * - `meta` items: `<meta name content>` in the head;
 * - scripts with a `src`: a path of this site, an `https://` url — its exact origin joins the
 *   document's `script-src` and `connect-src` — or `http://` on a loopback host only (a test's or a
 *   developer's own machine);
 * - scripts with inline `code` only: run under the nonce of the response, never `unsafe-inline`;
 * - `noscript` items and anything malformed are left out (and listed in `skipped`): their HTML
 *   would be raw API markup in the page;
 * - items of a known analytics service: the service's own tags, written from the item's checked
 *   id (analytics-providers.ts), never from code or an address the item carries.
 *
 * Items other than a service's can only have been written by an owner (the API refuses them to
 * anyone else: api/analytics/analytics-item-rules.ts, issue 23).
 *
 * The plan is made once per site (and cached with its CSP sources); `renderAnalytics` writes it
 * with the nonce of each response.
 */

import { isSafeImageUrl } from '#shared/safe-url.ts';
import type { AnalyticsItem } from '#shared/schemas/domain-options.ts';
import { normalizeHost } from '../sites/host-allow-list.ts';
import { isLocalHost } from '../sites/local-hosts.ts';
import { providerTags } from './analytics-providers.ts';
import { element, scriptText } from './html-escape.ts';

export const ANALYTICS_MARK = 'data-analytics-item';

type Placed =
  | { kind: 'meta'; id: number; name: string; content: string; customId: string | null }
  | {
      kind: 'external';
      id: number;
      src: string;
      async: boolean;
      defer: boolean;
      type: string | null;
      customId: string | null;
      /** `data-*` attributes a service's script reads */
      data?: Record<string, string>;
    }
  | { kind: 'inline'; id: number; code: string; type: string | null; customId: string | null };

export interface AnalyticsPlan {
  head: Placed[];
  body: Placed[];
  /** exact origins of the external scripts (beyond this site's own) */
  scriptOrigins: string[];
  /** some item runs inline code: the document needs a nonce */
  needsNonce: boolean;
  skipped: string[];
}

export const NO_ANALYTICS: AnalyticsPlan = {
  head: [],
  body: [],
  scriptOrigins: [],
  needsNonce: false,
  skipped: [],
};

/** The src to write and the origin to allow (none for a path of this site), or undefined. */
export function scriptSource(src: string): { src: string; origin: string | undefined } | undefined {
  const value = src.trim();
  if (value.startsWith('/') && isSafeImageUrl(value)) return { src: value, origin: undefined };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  const host = normalizeHost(url.hostname);
  if (!host || host !== url.hostname || url.username || url.password) return undefined;
  const secure = url.protocol === 'https:';
  if (!secure && !(url.protocol === 'http:' && isLocalHost(host))) return undefined;
  return { src: url.href, origin: `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}` };
}

export function planAnalytics(items: readonly AnalyticsItem[]): AnalyticsPlan {
  const plan: AnalyticsPlan = { head: [], body: [], scriptOrigins: [], needsNonce: false, skipped: [] };
  const origins = new Set<string>();
  for (const item of items) {
    const service = providerTags(item);
    if (service === 'invalid') {
      plan.skipped.push(`analytics item ${item.id}: ${item.external_analytics_type} without a valid id`);
      continue;
    }
    if (service) {
      for (const origin of service.origins) origins.add(origin);
      for (const tag of service.tags) {
        if (tag.kind === 'inline') plan.needsNonce = true;
        plan.head.push(
          tag.kind === 'meta'
            ? { ...tag, id: item.id, customId: null }
            : { ...tag, id: item.id, type: null, customId: null },
        );
      }
      continue;
    }
    const customId = item.custom_id?.trim() || null;
    const position = item.tag_position === 'body' ? plan.body : plan.head;
    if (item.type === 'meta') {
      if (!item.name || item.content === null) {
        plan.skipped.push(`analytics item ${item.id}: meta without name or content`);
        continue;
      }
      plan.head.push({ kind: 'meta', id: item.id, name: item.name, content: item.content, customId });
      continue;
    }
    if (item.type !== 'script') {
      plan.skipped.push(`analytics item ${item.id}: ${item.type} items are not written into pages`);
      continue;
    }
    const type = item.content_type?.trim() || null;
    if (item.src) {
      const source = scriptSource(item.src);
      if (!source) {
        plan.skipped.push(`analytics item ${item.id}: src must be https or a path of this site`);
        continue;
      }
      if (source.origin) origins.add(source.origin);
      position.push({
        kind: 'external',
        id: item.id,
        src: source.src,
        async: item.async,
        defer: item.defer,
        type,
        customId,
      });
      continue;
    }
    if (!item.code?.trim()) {
      plan.skipped.push(`analytics item ${item.id}: script without src or code`);
      continue;
    }
    plan.needsNonce = true;
    position.push({ kind: 'inline', id: item.id, code: item.code, type, customId });
  }
  plan.scriptOrigins = [...origins];
  return plan;
}

function render(placed: Placed, nonce: string | undefined): string {
  const mark = { [ANALYTICS_MARK]: String(placed.id), id: placed.customId };
  if (placed.kind === 'meta') return element('meta', { name: placed.name, content: placed.content, ...mark });
  if (placed.kind === 'external') {
    const data = Object.fromEntries(
      Object.entries(placed.data ?? {}).map(([key, value]) => [`data-${key}`, value]),
    );
    return element(
      'script',
      { src: placed.src, async: placed.async, defer: placed.defer, type: placed.type, ...data, ...mark },
      '',
    );
  }
  return element('script', { nonce, type: placed.type, ...mark }, scriptText(placed.code));
}

export function renderAnalytics(
  plan: AnalyticsPlan,
  nonce: string | undefined,
): { head: string; body: string } {
  return {
    head: plan.head.map((placed) => render(placed, nonce)).join('\n'),
    body: plan.body.map((placed) => render(placed, nonce)).join('\n'),
  };
}
