/**
 * Turns schema validation failures into the `errors` map of the error shape: field name (a
 * dotted path such as `attributes.title`) to a list of messages.
 */
export interface SchemaIssue {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

function fieldOf(issue: SchemaIssue, part: string): string {
  const path = (issue.instancePath ?? '').replace(/^\//, '').split('/').filter(Boolean).join('.');
  const required = issue.params?.requiredProperties;
  if (issue.keyword === 'required' && Array.isArray(required) && required.length > 0) {
    return [path, ...required.map(String)].filter(Boolean).join('.');
  }
  const extra = issue.params?.additionalProperties;
  if (issue.keyword === 'additionalProperties' && Array.isArray(extra) && extra.length > 0) {
    return [path, ...extra.map(String)].filter(Boolean).join('.');
  }
  return path || part;
}

function messageOf(issue: SchemaIssue): string {
  if (issue.keyword === 'required') return 'is required';
  if (issue.keyword === 'additionalProperties') return 'is not allowed';
  return issue.message ?? 'is invalid';
}

/**
 * Messages that only repeat another issue (anyOf/union noise) are dropped. `not` is the other half
 * of an implication ("the type is not X, or the props are X's", shared/page-blocks/block-schemas.ts):
 * the props' own issues say what is wrong.
 */
const NOISE_KEYWORDS = new Set(['boolean', 'anyOf', 'oneOf', 'if', 'then', 'else', 'not']);

export function validationErrorsToFields(
  issues: readonly SchemaIssue[],
  part: string,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const useful = issues.filter((i) => !NOISE_KEYWORDS.has(i.keyword ?? ''));
  for (const issue of useful.length > 0 ? useful : issues) {
    const field = fieldOf(issue, part);
    const message = messageOf(issue);
    const list = errors[field] ?? [];
    if (!list.includes(message)) list.push(message);
    errors[field] = list;
  }
  return errors;
}
