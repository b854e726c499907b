/**
 * The rich-text field's HTML as a value: the editor's empty document is `<p></p>`, so no text
 * counts as empty.
 */
export function normalizeHtml(html: string): string {
  const trimmed = html.trim();
  return trimmed === '<p></p>' || trimmed === '<p><br></p>' ? '' : trimmed;
}
