/**
 * The layering is enforced by `npm run lint` (Biome noRestrictedImports, biome.json overrides):
 * probe files that cross a boundary make the linter fail with the boundary's message, and the
 * allowed imports beside them pass.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';

const root = fileURLToPath(new URL('..', import.meta.url));
const biome = join(root, 'node_modules/.bin/biome');

function lint(file: string, source: string): { ok: boolean; output: string } {
  const path = join(root, file);
  writeFileSync(path, source);
  try {
    const run = spawnSync(biome, ['lint', '--max-diagnostics=5', file], { cwd: root, encoding: 'utf8' });
    return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(path, { force: true });
  }
}

const probe = (specifier: string) => `import * as probe from '${specifier}';\nexport const used = probe;\n`;

/** a panel sub-feature's file, and one a folder deeper (the rule is spelled per depth) */
const PANEL_PROBE = 'client/src/features/panel/faq/boundary-probe.ts';
const PANEL_NESTED_PROBE = 'client/src/features/panel/ui/media-picker/boundary-probe.ts';

const FORBIDDEN: [file: string, specifier: string, message: RegExp][] = [
  ['client/src/boundary-probe.ts', '../../server/app.ts', /client\/ talks to the BFF over HTTP only/],
  ['client/src/boundary-probe.ts', '../../api/app.ts', /client\/ talks to the BFF over HTTP only/],
  ['client/src/features/boundary-probe.ts', '../app/swr-provider.tsx', /A feature never imports app\//],
  ['client/src/features/boundary-probe.ts', '../../../api/app.ts', /A feature never imports app\//],
  ['shared/boundary-probe.ts', '../client/src/main.tsx', /shared\/ is imported by all three/],
  ['shared/boundary-probe.ts', 'react', /shared\/ is imported by all three/],
  ['api/boundary-probe.ts', '../server/app.ts', /The content API stands alone/],
  ['server/boundary-probe.ts', '../client/src/main.tsx', /never imports client sources/],
  ['e2e/boundary-probe.ts', '../api/auth/totp.ts', /Journeys drive only HTTP and the browser/],
  ['api/boundary-probe.ts', '../scripts/start.ts', /never imports the repo's tooling/],
  ['server/boundary-probe.ts', '../bench/run-bench.ts', /never imports the repo's tooling/],
  ['e2e/boundary-probe.ts', '../bench/run-bench.ts', /The bench builds on the journeys' support/],
  [PANEL_PROBE, '../post-types/post-form-values.ts', /A panel sub-feature never imports another/],
  [PANEL_PROBE, '../media/media-details.tsx', /A panel sub-feature never imports another/],
  [PANEL_PROBE, '../shell/panel-shell.tsx', /A panel sub-feature never imports another/],
  [PANEL_PROBE, '../../../app/swr-provider.tsx', /A feature never imports app\//],
  [PANEL_NESTED_PROBE, '../../faq/faq-screen.tsx', /A panel sub-feature never imports another/],
  [
    'client/src/features/panel/builder/boundary-probe.ts',
    '../post-types/post-requests.ts',
    /A panel sub-feature never imports another/,
  ],
];

for (const [file, specifier, message] of FORBIDDEN) {
  t.test(`${file.split('/')[0]}/ may not import ${specifier}`, async (t) => {
    const result = lint(file, probe(specifier));
    t.notOk(result.ok, 'lint fails');
    t.match(result.output, message);
  });
}

t.test('the allowed directions pass', async (t) => {
  t.ok(lint('client/src/boundary-probe.ts', probe('#shared/api-paths.ts')).ok, 'client → shared');
  t.ok(
    lint('client/src/features/boundary-probe.ts', probe('../feedback/toasts.ts')).ok,
    'feature → feedback',
  );
  t.ok(lint('server/boundary-probe.ts', probe('../api/embedded.ts')).ok, 'the BFF embeds the API');
  t.ok(lint('e2e/boundary-probe.ts', probe('./support/platform.ts')).ok, 'journeys → their support');
  t.ok(
    lint('e2e/boundary-probe.ts', probe('../api/testing/postgres-cluster.ts')).ok,
    'journeys → test tools',
  );
  t.ok(
    lint('e2e/boundary-probe.ts', probe('../server/test-support/test-client.ts')).ok,
    'journeys → test client',
  );
  for (const [file, specifier] of [
    [PANEL_PROBE, '../ui/rich-text-field.tsx'],
    [PANEL_PROBE, '../shell/use-confirm.ts'],
    [PANEL_PROBE, '../collections/list-state.ts'],
    [PANEL_PROBE, '../../../feedback/toasts.ts'],
    [PANEL_NESTED_PROBE, '../../shell/format-date.ts'],
    [PANEL_NESTED_PROBE, './media-field.tsx'],
    ['client/src/features/panel/post-types/boundary-probe.ts', '../builder/use-draft-autosave.ts'],
    ['client/src/features/panel/screens/boundary-probe.ts', '../faq/faq-screen.tsx'],
  ] as const) {
    t.ok(lint(file, probe(specifier)).ok, `${file.split('/').at(-2)} → ${specifier}`);
  }
});

t.test('panel files sit at most one folder deep in a sub-feature, where the rule reaches', async (t) => {
  const panel = join(root, 'client/src/features/panel');
  const deep = readdirSync(panel, { recursive: true, encoding: 'utf8' }).filter(
    (path) => /\.tsx?$/.test(path) && path.split(sep).length > 3,
  );
  t.same(deep, []);
});
