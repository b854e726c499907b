/**
 * Depth and size of a JSON value, measured without recursion (an explicit stack), so that even a
 * value nested a million levels deep is measured in linear time and never overflows the stack.
 * Depth counts containers: `1` is 0 deep, `{}` and `[]` 1, `{a: [1]}` 2. Nodes count every object,
 * array and value. The walk stops at the first limit passed.
 */
export interface JsonBounds {
  maxDepth?: number;
  maxNodes?: number;
}

export function exceedsJsonBounds(value: unknown, bounds: JsonBounds): 'depth' | 'nodes' | undefined {
  const maxDepth = bounds.maxDepth ?? Number.POSITIVE_INFINITY;
  const maxNodes = bounds.maxNodes ?? Number.POSITIVE_INFINITY;
  const values: unknown[] = [value];
  const depths: number[] = [0];
  let nodes = 0;
  while (values.length > 0) {
    const current = values.pop();
    const depth = depths.pop() as number;
    nodes += 1;
    if (nodes > maxNodes) return 'nodes';
    if (current === null || typeof current !== 'object') continue;
    if (depth + 1 > maxDepth) return 'depth';
    const children = Array.isArray(current) ? current : Object.values(current);
    for (const child of children) {
      values.push(child);
      depths.push(depth + 1);
    }
  }
  return undefined;
}
