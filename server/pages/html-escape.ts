/**
 * Escaping of everything the BFF writes into HTML and XML from API data: text and attribute
 * values (`&`, `<`, `>`, `"`, `'`), a JSON data block (`<` as `\u003c`, so no `</script>` or
 * `<!--` can end or bend it), and the code of an inline analytics item (the admin's JavaScript,
 * kept as written except the two sequences that would end the element early or change how the
 * HTML parser reads it).
 */
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c] as string);
}

/** JSON for `<script type="application/json">`: parses back to the same value. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Script text that cannot close its `<script>` element nor open a comment-like escape state. */
export function scriptText(code: string): string {
  return code.replace(/<(\/script|!--)/gi, '<\\$1');
}

/** An element with escaped attributes; `true` writes a bare attribute, false/undefined/null none. */
export function element(
  name: string,
  attributes: Record<string, string | boolean | null | undefined>,
  text?: string,
): string {
  const attrs = Object.entries(attributes)
    .filter(([, value]) => value !== false && value !== null && value !== undefined)
    .map(([key, value]) => (value === true ? ` ${key}` : ` ${key}="${escapeHtml(String(value))}"`))
    .join('');
  return text === undefined ? `<${name}${attrs}>` : `<${name}${attrs}>${text}</${name}>`;
}
