/**
 * Renders an HTML string from the API after sanitising it: at once with the browser's Sanitizer
 * API where it exists, otherwise with DOMPurify, loaded when the first HTML to show comes near
 * the viewport; until it is there the text of the HTML is shown as plain text (rendered by React
 * as text), so first paint never waits for it. Internal links inside the HTML navigate within
 * the app.
 */
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { loadModule } from '../routing/chunk-reload-guard.ts';
import { nativeSanitizer, type Sanitize } from './native-sanitizer.ts';

let loaded: Sanitize | undefined = nativeSanitizer();
let loading: Promise<Sanitize> | undefined = loaded ? Promise.resolve(loaded) : undefined;

export function loadSanitizer(): Promise<Sanitize> {
  loading ??= loadModule(() => import('./sanitize-html.ts')).then((module) => {
    loaded = module.sanitizeHtml;
    return loaded;
  });
  return loading;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: ' ', '#39': "'" };

/**
 * The text of an HTML string for the moment before the sanitiser is there: tags dropped (and
 * what scripts and styles hold), common entities decoded. Nothing is parsed into a document,
 * so nothing in it can load or run; React renders the result as text.
 */
export function textOfHtml(html: string): string {
  return html
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?(p|div|br|li|h\d|blockquote|tr)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>?/g, '')
    .replace(/&(#39|\w+);/g, (entity, name: string) => ENTITIES[name] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

interface SafeHtmlProps {
  html: string | null | undefined;
  className?: string;
}

function wrapperClass(className: string | undefined): string {
  return className ? `prose ${className}` : 'prose';
}

export function SafeHtml({ html, className }: SafeHtmlProps) {
  if (!html?.trim()) return null;
  // a string without markup needs no sanitiser: React renders it as text
  if (!/[<&]/.test(html)) {
    return (
      <div className={wrapperClass(className)}>
        <p>{html}</p>
      </div>
    );
  }
  return <SanitisedHtml html={html} className={className} />;
}

/** Calls `onNear` once the element is near the viewport (at once where that cannot be observed). */
function whenNearViewport(element: Element, onNear: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        onNear();
      }
    },
    { rootMargin: '400px 0px' },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

function SanitisedHtml({ html, className }: { html: string; className: string | undefined }) {
  const [sanitize, setSanitize] = useState<Sanitize | undefined>(() => loaded);
  const placeholder = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    if (sanitize || !placeholder.current) return;
    let live = true;
    const stop = whenNearViewport(placeholder.current, () => {
      void loadSanitizer().then((fn) => {
        if (live) setSanitize(() => fn);
      });
    });
    return () => {
      live = false;
      stop();
    };
  }, [sanitize]);
  if (!sanitize) {
    return (
      <div ref={placeholder} className={wrapperClass(className)}>
        <p>{textOfHtml(html)}</p>
      </div>
    );
  }
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || anchor.target === '_blank') return;
    if (href.startsWith('/') && !href.startsWith('//')) {
      event.preventDefault();
      void navigate(href);
    }
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegates clicks of the links inside
    // biome-ignore lint/a11y/useKeyWithClickEvents: links inside handle the keyboard themselves
    <div
      className={wrapperClass(className)}
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML has just been sanitised (Sanitizer API or DOMPurify)
      dangerouslySetInnerHTML={{ __html: sanitize(html) }}
    />
  );
}
