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

const ALLOWED: [file: string, specifier: string, name: string][] = [
  ['client/src/boundary-probe.ts', '#shared/api-paths.ts', 'client → shared'],
  ['client/src/features/boundary-probe.ts', '../feedback/toasts.ts', 'feature → feedback'],
  ['server/boundary-probe.ts', '../api/embedded.ts', 'the BFF embeds the API'],
  ['e2e/boundary-probe.ts', './support/platform.ts', 'journeys → their support'],
  ['e2e/boundary-probe.ts', '../api/testing/postgres-cluster.ts', 'journeys → test tools'],
  ['e2e/boundary-probe.ts', '../server/test-support/test-client.ts', 'journeys → test client'],
  [PANEL_PROBE, '../ui/rich-text-field.tsx', 'faq → ../ui/rich-text-field.tsx'],
  [PANEL_PROBE, '../shell/use-confirm.ts', 'faq → ../shell/use-confirm.ts'],
  [PANEL_PROBE, '../collections/list-state.ts', 'faq → ../collections/list-state.ts'],
  [PANEL_PROBE, '../../../feedback/toasts.ts', 'faq → ../../../feedback/toasts.ts'],
  [PANEL_NESTED_PROBE, '../../shell/format-date.ts', 'media-picker → ../../shell/format-date.ts'],
  [PANEL_NESTED_PROBE, './media-field.tsx', 'media-picker → ./media-field.tsx'],
  [
    'client/src/features/panel/post-types/boundary-probe.ts',
    '../builder/use-draft-autosave.ts',
    'post-types → ../builder/use-draft-autosave.ts',
  ],
  [
    'client/src/features/panel/screens/boundary-probe.ts',
    '../faq/faq-screen.tsx',
    'screens → ../faq/faq-screen.tsx',
  ],
];

interface Diagnostic {
  severity: string;
  message: string;
  location: { path: string };
}

/**
 * Every probe, each in a file of its own beside where the case puts it, linted by one Biome run
 * (one run per probe took ~1 s each, 40 s for the file): the errors Biome reports, by file.
 */
function lintAll(probes: readonly { file: string; specifier: string }[]): Map<string, string[]> {
  for (const { file, specifier } of probes) writeFileSync(join(root, file), probe(specifier));
  try {
    const run = spawnSync(
      biome,
      ['lint', '--reporter=json', '--max-diagnostics=none', ...probes.map((p) => p.file)],
      { cwd: root, encoding: 'utf8' },
    );
    const report = JSON.parse(run.stdout.slice(run.stdout.indexOf('{'))) as { diagnostics: Diagnostic[] };
    const errors = new Map<string, string[]>(probes.map((p) => [p.file, []]));
    for (const d of report.diagnostics) {
      if (d.severity === 'error') errors.get(d.location.path)?.push(d.message);
    }
    return errors;
  } finally {
    for (const { file } of probes) rmSync(join(root, file), { force: true });
  }
}

/** `dir/boundary-probe.ts` as the n-th probe: `dir/boundary-probe-n.ts` (one file per case). */
const numbered = (file: string, n: number) => file.replace(/\.ts$/, `-${n}.ts`);
const forbidden = FORBIDDEN.map(([file, specifier, message], n) => ({
  file: numbered(file, n),
  specifier,
  message,
}));
const allowed = ALLOWED.map(([file, specifier, name], n) => ({
  file: numbered(file, FORBIDDEN.length + n),
  specifier,
  name,
}));
const errors = lintAll([...forbidden, ...allowed]);

for (const { file, specifier, message } of forbidden) {
  t.test(`${file.split('/')[0]}/ may not import ${specifier}`, async (t) => {
    const found = errors.get(file) ?? [];
    t.ok(found.length > 0, 'lint fails');
    t.match(found.join('\n'), message);
  });
}

t.test('the allowed directions pass', async (t) => {
  for (const { file, name } of allowed) t.same(errors.get(file), [], name);
});

t.test('panel files sit at most one folder deep in a sub-feature, where the rule reaches', async (t) => {
  const panel = join(root, 'client/src/features/panel');
  const deep = readdirSync(panel, { recursive: true, encoding: 'utf8' }).filter(
    (path) => /\.tsx?$/.test(path) && path.split(sep).length > 3,
  );
  t.same(deep, []);
});
