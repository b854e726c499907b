/**
 * Renders an HTML string from the API: rich text, section text, answers. The content API
 * sanitises every such string when it is written (api/rich-text/, docs/decisions/031), so the
 * browser is served clean markup and renders it at first paint, with no sanitiser to download and
 * nothing untrusted for the browser to parse; the document's CSP (no inline script or handler)
 * stays the backstop. Internal links inside the HTML navigate within the app.
 */
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

interface SafeHtmlProps {
  html: string | null | undefined;
  className?: string;
}

function wrapperClass(className: string | undefined): string {
  return className ? `prose ${className}` : 'prose';
}

export function SafeHtml({ html, className }: SafeHtmlProps) {
  if (!html?.trim()) return null;
  // a string without markup is rendered by React as text
  if (!/[<&]/.test(html)) {
    return (
      <div className={wrapperClass(className)}>
        <p>{html}</p>
      </div>
    );
  }
  return <StoredHtml html={html} className={className} />;
}

function StoredHtml({ html, className }: { html: string; className: string | undefined }) {
  const navigate = useNavigate();
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
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the content API stores this HTML sanitised (api/rich-text/)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
