/**
 * docs/product.md#errors: navigation to an external URL without explicit opt-in is refused, and
 * javascript-type protocols are always refused. Every CMS-provided link goes through this.
 */
import { SAFE_LINK_PROTOCOLS } from '#shared/link-schemes.ts';

export type ClassifiedUrl =
  | { kind: 'internal'; path: string }
  | { kind: 'external'; href: string }
  | { kind: 'refused'; reason: string };

/** Drops control characters and spaces, which browsers ignore inside a URL scheme. */
function withoutInvisible(value: string): string {
  let kept = '';
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code > 0x20 && (code < 0x7f || code > 0x9f)) kept += char;
  }
  return kept;
}

const SAFE_EXTERNAL_PROTOCOLS = new Set(SAFE_LINK_PROTOCOLS);

export function classifyUrl(raw: string, origin: string): ClassifiedUrl {
  // browsers ignore control characters and whitespace inside a scheme: "java\tscript:" runs
  const url = raw.trim();
  const compact = withoutInvisible(url).toLowerCase();
  if (compact === '') return { kind: 'refused', reason: 'empty' };
  if (/^(javascript|vbscript|data|blob|file):/.test(compact)) return { kind: 'refused', reason: 'protocol' };
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return { kind: 'refused', reason: 'invalid' };
  }
  if (parsed.origin === origin && (parsed.protocol === 'http:' || parsed.protocol === 'https:')) {
    return { kind: 'internal', path: `${parsed.pathname}${parsed.search}${parsed.hash}` };
  }
  if (!SAFE_EXTERNAL_PROTOCOLS.has(parsed.protocol)) return { kind: 'refused', reason: 'protocol' };
  return { kind: 'external', href: parsed.href };
}

/**
 * Where a link may go: the internal path, the external address when the caller opted in, or
 * undefined when the navigation is refused.
 */
export function allowedTarget(
  raw: string,
  origin: string,
  allowExternal: boolean,
): (ClassifiedUrl & { kind: 'internal' | 'external' }) | undefined {
  const target = classifyUrl(raw, origin);
  if (target.kind === 'internal') return target;
  if (target.kind === 'external' && allowExternal) return target;
  return undefined;
}
