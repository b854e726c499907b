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

/** The fields an issue is about: one per missing or undeclared property it names. */
function fieldsOf(issue: SchemaIssue, part: string): string[] {
  const path = (issue.instancePath ?? '').replace(/^\//, '').split('/').filter(Boolean).join('.');
  const named =
    issue.keyword === 'required'
      ? issue.params?.requiredProperties
      : issue.keyword === 'additionalProperties'
        ? issue.params?.additionalProperties
        : undefined;
  if (Array.isArray(named) && named.length > 0) {
    return named.map((name) => [path, String(name)].filter(Boolean).join('.'));
  }
  return [path || part];
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
  // a Map, not an object: a field may be called `toString`, `constructor` or `__proto__`
  const errors = new Map<string, string[]>();
  const useful = issues.filter((i) => !NOISE_KEYWORDS.has(i.keyword ?? ''));
  for (const issue of useful.length > 0 ? useful : issues) {
    const message = messageOf(issue);
    for (const field of fieldsOf(issue, part)) {
      const list = errors.get(field) ?? [];
      if (!list.includes(message)) list.push(message);
      errors.set(field, list);
    }
  }
  return Object.fromEntries(errors);
}
