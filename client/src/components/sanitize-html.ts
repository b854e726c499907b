/**
 * Every HTML string from the API (rich text, section text, answers) is sanitised before it is
 * rendered: by the browser's Sanitizer API where it exists (native-sanitizer.ts), otherwise by
 * DOMPurify, loaded on demand from here (see safe-html.tsx) to keep the entry small.
 */
import DOMPurify from 'dompurify';
import { FORBIDDEN_ELEMENTS } from './native-sanitizer.ts';

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { FORBID_TAGS: [...FORBIDDEN_ELEMENTS], FORBID_ATTR: ['style'] });
}
