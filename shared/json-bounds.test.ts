import t from 'tap';
import { exceedsJsonBounds } from './json-bounds.ts';

t.test('depth: containers count, scalars do not', async (t) => {
  t.equal(exceedsJsonBounds(1, { maxDepth: 0 }), undefined);
  t.equal(exceedsJsonBounds({}, { maxDepth: 1 }), undefined);
  t.equal(exceedsJsonBounds({ a: [1] }, { maxDepth: 2 }), undefined);
  t.equal(exceedsJsonBounds({ a: [[1]] }, { maxDepth: 2 }), 'depth');
});

t.test('nodes: every object, array and value counts', async (t) => {
  t.equal(exceedsJsonBounds({ a: [1, 2] }, { maxNodes: 4 }), undefined);
  t.equal(exceedsJsonBounds({ a: [1, 2] }, { maxNodes: 3 }), 'nodes');
});

t.test('a value 1,000,000 deep is measured without recursion', async (t) => {
  let deep: unknown = 1;
  for (let i = 0; i < 1_000_000; i++) deep = [deep];
  t.equal(exceedsJsonBounds(deep, { maxDepth: 64 }), 'depth');
  t.equal(exceedsJsonBounds(deep, { maxDepth: 2_000_000 }), undefined);
});
