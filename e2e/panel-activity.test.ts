/**
 * The Activity screen (the audit log, issue 9) against the real platform: the owner publishes a
 * member from its list, finds the change in words on the Activity screen (with a link to the
 * member), and narrows the log by type and by person — each filter kept in the address; axe finds
 * no serious or critical violation, desktop and phone, light and dark (photographed when
 * ACTIVITY_SCREENSHOTS names a folder).
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { seriousAxeViolations } from './support/axe.ts';
import { expectToast, fillSignIn, OWNER, signIn, watchProblems } from './support/panel.ts';
import { DESKTOP, PHONE } from './support/public-pages.ts';
import { signedInStage } from './support/stage.ts';

const { browser, origin, page } = await signedInStage();
const problems = watchProblems(page);

/** The text of each event row, once the table is settled. */
async function eventRows(): Promise<string[]> {
  await page.locator('table[aria-label="Activity"][aria-busy="false"]').waitFor();
  return (await page.locator('table[aria-label="Activity"] tbody tr').allInnerTexts()).map((t) =>
    t.replace(/\s+/g, ' '),
  );
}

/**
 * The rows once every one of them passes `check` — or, with `some`, once one does (a new page
 * of the log may still be on its way when the address has changed).
 */
async function rowsWhere(
  check: (row: string) => boolean,
  what: string,
  mode: 'every' | 'some' = 'every',
): Promise<string[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const rows = await eventRows();
    if (rows.length > 0 && (mode === 'every' ? rows.every(check) : rows.some(check))) return rows;
    if (Date.now() > deadline) assert.fail(`${what}:\n${rows.join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function pick(label: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

let published = '';

test('a member published in the panel is on the Activity screen, in words, with a link', async () => {
  await page.goto(`${origin}/panel/members`);
  await page.getByRole('heading', { level: 1, name: 'Members' }).waitFor();
  await page.locator('table[aria-busy="false"]').waitFor();
  published = (await page.locator('tbody tr td a').first().innerText()).trim();
  const unpublish = page.getByRole('button', { name: `Unpublish ${published}`, exact: true });
  if (await unpublish.count()) {
    await unpublish.click();
    await expectToast(page, `“${published}” unpublished`);
  }
  await page.getByRole('button', { name: `Publish ${published}`, exact: true }).click();
  await expectToast(page, `“${published}” published`);

  await page
    .getByRole('navigation', { name: 'Panel sections' })
    .getByRole('link', { name: 'Activity' })
    .click();
  await page.waitForURL(`${origin}/panel/activity`);
  await page.getByRole('heading', { level: 1, name: 'Activity' }).waitFor();
  const sentence = `published the member “${published}”`;
  const rows = await rowsWhere((r) => r.includes(sentence), 'the publish', 'some');
  const row = rows.find((r) => r.includes(sentence));
  assert.ok(row, `the publish is listed:\n${rows.join('\n')}`);
  assert.match(row, /just now|minute/);
  assert.ok(row.includes(OWNER.email), 'who did it');
  assert.ok(
    rows.some((r) => r.includes('signed in')),
    'the sign-in is listed too',
  );
  assert.ok(!rows.some((r) => /viewed|GET /.test(r)), 'reads are not');

  await page
    .getByRole('table', { name: 'Activity' })
    .getByRole('link', { name: `the member “${published}”` })
    .first()
    .click();
  await page.waitForURL(new RegExp(`${origin}/panel/members/\\d+$`));
  await page.getByRole('textbox', { name: 'Title', exact: true }).waitFor();
  assert.equal(await page.getByRole('textbox', { name: 'Title', exact: true }).inputValue(), published);
});

test('the log is narrowed by type and by person, in the address', async () => {
  // someone else: a failed sign-in with an address that names no account
  const stranger = await browser.newPage();
  await stranger.goto(`${origin}/team-login`);
  await fillSignIn(stranger, 'nobody@collective.test', 'a guessed password');
  await stranger.getByText('These credentials do not match our records').first().waitFor();
  await stranger.close();

  await page.goto(`${origin}/panel/activity`);
  await page.getByRole('heading', { level: 1, name: 'Activity' }).waitFor();
  await eventRows();

  await pick('Type', 'Sign-ins');
  await page.waitForURL(/[?&]type=session\b/);
  await rowsWhere((r) => /signed in|signed out|failed to sign in|switched/.test(r), 'only sign-ins');

  await pick('Type', 'Posts');
  await page.waitForURL(/[?&]type=posts\b/);
  const posts = await rowsWhere((r) => !r.includes('signed in'), 'only posts');
  assert.ok(posts.some((r) => r.includes(`“${published}”`)));

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.waitForURL(`${origin}/panel/activity`);
  const whole = await rowsWhere((r) => r.includes('Someone failed to sign in'), 'the failed sign-in', 'some');
  const failed = whole.find((r) => r.includes('Someone failed to sign in')) as string;
  assert.ok(failed.includes('unknown account') && !failed.includes('nobody@'), failed);

  await pick('Person', `Site Owner (${OWNER.email})`);
  await page.waitForURL(/[?&]user=\d+/);
  await rowsWhere((r) => r.includes(OWNER.email), 'only the owner');

  await pick('Action', 'Publish');
  await page.waitForURL(/[?&]action=publish\b/);
  const publishes = await rowsWhere((r) => r.includes(' published '), 'only publishes');
  assert.equal(publishes.length, 1, publishes.join('\n'));

  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Activity' }).waitFor();
  assert.equal((await eventRows()).length, 1, 'a reload keeps the filters');
  assert.equal(await page.getByRole('combobox', { name: 'Action', exact: true }).inputValue(), 'Publish');
  assert.deepEqual(problems, []);
});

test('desktop and phone, light and dark: no serious or critical axe violation', async () => {
  const folder = process.env.ACTIVITY_SCREENSHOTS;
  if (folder) mkdirSync(folder, { recursive: true });
  const found: string[] = [];
  for (const [device, name] of [
    [DESKTOP, 'desktop'],
    [PHONE, 'phone'],
  ] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      // bypassCSP only lets the scan's script in
      const shotContext = await browser.newContext({ ...device, colorScheme: scheme, bypassCSP: true });
      const shotPage = await shotContext.newPage();
      try {
        await signIn(shotPage, origin);
        await shotPage.goto(`${origin}/panel/activity`);
        // the table from the small breakpoint up, a list on the phone
        await shotPage.locator('[aria-label="Activity"][aria-busy="false"]:visible').waitFor();
        await shotPage.waitForLoadState('networkidle');
        found.push(...(await seriousAxeViolations(shotPage)).map((v) => `${name} ${scheme}: ${v}`));
        if (folder) {
          await shotPage.screenshot({ path: join(folder, `activity-${name}-${scheme}.png`), fullPage: true });
        }
      } finally {
        await shotContext.close();
      }
    }
  }
  assert.deepEqual(found, []);
});
