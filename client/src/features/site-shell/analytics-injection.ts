/**
 * Analytics items of the site (`GET /api/analytics`, public) placed as each item says: script
 * (src, async, defer, custom id, type from `content_type`) or meta (name/content), in the head
 * or at the end of the body.
 *
 * Under the BFF's CSP (`script-src 'self'`) inline code cannot run, so items that carry only
 * inline `code` are not injected (a console warning names them); an external `src` runs only
 * once its origin is allowed by the CSP. `noscript` items matter only without JavaScript, which
 * a single-page app cannot serve, so they are skipped too.
 */
import type { AnalyticsItem } from '#shared/schemas/domain-options.ts';

export const ANALYTICS_MARK = 'data-analytics-item';

export type AnalyticsPlan = { element: HTMLElement; position: 'head' | 'body' } | { skipped: string };

function safeScriptSrc(src: string, origin: string): string | undefined {
  try {
    const url = new URL(src, origin);
    return url.protocol === 'https:' || url.origin === origin ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export function planAnalyticsItem(item: AnalyticsItem, doc: Document, origin: string): AnalyticsPlan {
  const position = item.tag_position === 'body' ? 'body' : 'head';
  if (item.type === 'meta') {
    if (!item.name || item.content === null) return { skipped: 'meta without name or content' };
    const meta = doc.createElement('meta');
    meta.name = item.name;
    meta.content = item.content;
    if (item.custom_id) meta.id = item.custom_id;
    meta.setAttribute(ANALYTICS_MARK, String(item.id));
    return { element: meta, position: 'head' };
  }
  if (item.type !== 'script') return { skipped: `${item.type} items need a page without JavaScript` };
  if (!item.src) {
    return {
      skipped: item.code
        ? "inline code is blocked by the Content-Security-Policy (script-src 'self')"
        : 'script without src',
    };
  }
  const src = safeScriptSrc(item.src, origin);
  if (!src) return { skipped: 'src must be https or same-origin' };
  const script = doc.createElement('script');
  script.src = src;
  script.async = item.async;
  script.defer = item.defer;
  if (item.content_type) script.type = item.content_type;
  if (item.custom_id) script.id = item.custom_id;
  script.setAttribute(ANALYTICS_MARK, String(item.id));
  return { element: script, position };
}

/** Injects the items not injected yet; answers what was skipped and why. */
export function injectAnalytics(items: readonly AnalyticsItem[], doc: Document, origin: string): string[] {
  const skipped: string[] = [];
  for (const item of items) {
    if (doc.querySelector(`[${ANALYTICS_MARK}="${item.id}"]`)) continue;
    const plan = planAnalyticsItem(item, doc, origin);
    if ('skipped' in plan) {
      skipped.push(`analytics item ${item.id}: ${plan.skipped}`);
      continue;
    }
    (plan.position === 'head' ? doc.head : doc.body).append(plan.element);
  }
  return skipped;
}
