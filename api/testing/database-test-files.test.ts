import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import t from 'tap';
import { databaseTestFiles } from './database-test-files.ts';

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'database-test-files-'));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return root;
}

t.test('a test file is picked when its imports reach the test database, by any path', async (t) => {
  const root = tree({
    'support/test-database.ts': 'export const db = 1;\n',
    'direct.test.ts': "import { db } from './support/test-database.ts';\n",
    'deep/chained.test.ts': "import { helper } from './helper.ts';\n",
    'deep/helper.ts': "export { db as helper } from '../support/test-database.ts';\n",
    'dynamic.test.ts': "const m = await import('./deep/helper.ts');\n",
    'bare.test.ts': "import './support/test-database.ts';\n",
    'pure.test.ts': "import { readFileSync } from 'node:fs';\nimport { other } from './other.ts';\n",
    'other.ts': 'export const other = 2;\n',
    'cycle.test.ts': "import './x.ts';\n",
    'x.ts': "import './y.ts';\n",
    'y.ts': "import './x.ts';\n",
    'missing.test.ts': "import './not-there.ts';\n",
  });
  const picked = databaseTestFiles(root, join(root, 'support/test-database.ts')).map((file) =>
    relative(root, file),
  );
  t.same(picked, ['bare.test.ts', 'deep/chained.test.ts', 'direct.test.ts', 'dynamic.test.ts']);
});

t.test('in this repo: a route test reaches the database, a pure unit test does not', async (t) => {
  const api = resolve(import.meta.dirname, '..');
  const picked = databaseTestFiles(api).map((file) => relative(api, file));
  t.ok(picked.includes('routes/faqs/faqs.test.ts'), 'the FAQ routes test runs on PostgreSQL');
  t.notOk(picked.includes('auth/totp.test.ts'), 'the TOTP test runs once');
  t.notOk(picked.includes('testing/database-test-files.test.ts'), 'this test runs once');
});
