/**
 * The users screens against the real platform (issue 9): the owner creates an editor with a typed
 * password; the editor signs in in a fresh browser and has no Users screen; the owner deactivates
 * them and the editor's next call signs them out, and their sign-in is refused with a clear
 * message; a new admin gets a password link (in the platform's log, no SMTP_URL here), sets a
 * password through it and signs in. A user made for another site only is not taken for a failure:
 * the toast names that site and the list says why they are not in it. Screenshots of the screens,
 * desktop and phone, light and dark.
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { eventually, expectToast, fillSignIn, signIn, watchProblems } from './support/panel.ts';
import { DESKTOP, PHONE } from './support/public-pages.ts';
import { animationsSettled } from './support/settled.ts';
import { signedInStage } from './support/stage.ts';

const SHOTS = process.env.USERS_SHOTS_DIR;

const { platform, browser, origin, page } = await signedInStage();
const problems = watchProblems(page);

const EDITOR = {
  first: 'Eddie',
  last: 'Editor',
  email: 'eddie@collective.test',
  password: 'eddies-own-password',
};
const ADMIN = { first: 'Lina', last: 'Link', email: 'lina@collective.test' };
const TACO_EDITOR = {
  first: 'Tina',
  last: 'Taco',
  email: 'tina@collective.test',
  password: 'tinas-own-password',
};

async function fillUser(
  form: ReturnType<Page['getByRole']>,
  who: { first: string; last: string; email: string },
) {
  await form.getByRole('textbox', { name: 'First name' }).fill(who.first);
  await form.getByRole('textbox', { name: 'Last name' }).fill(who.last);
  await form.getByRole('textbox', { name: 'Email' }).fill(who.email);
}

async function chooseRole(form: ReturnType<Page['getByRole']>, role: string) {
  const select = form.getByRole('combobox', { name: 'Role' });
  await eventually(() => select.inputValue(), 'Editor', 'the role choices are loaded');
  await select.click();
  await page.getByRole('option', { name: role, exact: true }).click();
}

/** The password-set mail the platform logged for `email` (no SMTP_URL), once it is there. */
async function loggedLink(email: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    for (const line of platform.output().split('\n')) {
      if (!line.includes('password-set')) continue;
      try {
        const entry = JSON.parse(line) as { kind?: string; to?: string; link?: string };
        if (entry.kind === 'password-set' && entry.to === email && entry.link) return entry.link;
      } catch {
        // not a JSON line
      }
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no password link was logged for ${email}`);
}

async function shoot(
  name: string,
  device: typeof DESKTOP | typeof PHONE,
  scheme: 'light' | 'dark',
  path: string,
) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const shotContext = await browser.newContext({ ...device, colorScheme: scheme });
  const shotPage = await shotContext.newPage();
  await signIn(shotPage, origin);
  await shotPage.goto(`${origin}${path}`);
  await shotPage.getByRole('heading', { level: 1 }).first().waitFor();
  await shotPage.waitForLoadState('networkidle');
  await shotPage.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  await shotContext.close();
}

test('the owner makes an editor, who has no users screen and is signed out once deactivated', async () => {
  await page.getByRole('navigation', { name: 'Panel sections' }).getByRole('link', { name: 'Users' }).click();
  await page.waitForURL(`${origin}/panel/users`);
  await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
  const table = page.getByRole('table', { name: 'Users' });
  await table.getByRole('link', { name: 'Site Owner' }).waitFor();

  await page.getByRole('link', { name: 'New user' }).click();
  await page.waitForURL(`${origin}/panel/users/create`);
  const form = page.getByRole('form', { name: 'New user' });
  await fillUser(form, EDITOR);
  await chooseRole(form, 'Editor');
  await form.getByRole('radio', { name: /Type a password now/ }).check();
  await form.getByLabel(/^Password/).fill(EDITOR.password);
  await form.getByRole('button', { name: 'Create the user' }).click();
  await expectToast(page, 'Eddie can sign in now');
  await page.waitForURL(/\/panel\/users\/\d+$/);
  const editorScreen = page.url();
  await page.getByRole('heading', { level: 1, name: 'Eddie Editor' }).waitFor();

  // the editor, in a browser of their own
  const editorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const editorPage = await editorContext.newPage();
  const editorProblems = watchProblems(editorPage, [401, 403]);
  await editorPage.goto(`${origin}/team-login`);
  await fillSignIn(editorPage, EDITOR.email, EDITOR.password);
  await editorPage.waitForURL(`${origin}/panel`);
  const nav = editorPage.getByRole('navigation', { name: 'Panel sections' });
  await nav.getByRole('link', { name: 'Blog' }).waitFor();
  assert.equal(await nav.getByRole('link', { name: 'Users' }).count(), 0, 'no Users item for an editor');
  await editorPage.goto(`${origin}/panel/users`);
  await editorPage.getByText('Your role does not give access to this screen.').waitFor();
  assert.equal(await editorPage.getByRole('table', { name: 'Users' }).count(), 0);
  await nav.getByRole('link', { name: 'Blog' }).click();
  await editorPage.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();

  // the owner sees the sign-in, then deactivates the editor
  await page.reload();
  const facts = page.getByRole('region', { name: 'Sign-in' });
  await facts.getByText(/just now|minute/).waitFor();
  await facts.getByRole('button', { name: 'Deactivate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate Eddie Editor?' });
  await dialog.getByText('signed out everywhere at once').waitFor();
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expectToast(page, 'Eddie Editor is deactivated');
  await page
    .getByRole('heading', { level: 1, name: 'Eddie Editor' })
    .locator('..')
    .getByText('Deactivated')
    .waitFor();

  // the editor's next call fails and the panel sends them to sign in, where they are refused
  await editorPage
    .getByRole('navigation', { name: 'Panel sections' })
    .getByRole('link', { name: 'Pages' })
    .click();
  await editorPage.waitForURL(/\/team-login/);
  assert.deepEqual(await editorPage.evaluate(async () => (await fetch('/bff/session')).json()), {
    authenticated: false,
  });
  await fillSignIn(editorPage, EDITOR.email, EDITOR.password);
  await editorPage.getByText(/This account is deactivated/).waitFor();
  assert.match(editorPage.url(), /\/team-login/);
  assert.deepEqual(
    editorProblems.filter((p) => !/ 40[13] /.test(p)),
    [],
    'nothing but the expected refusals',
  );
  await editorContext.close();

  // the list marks them; the status filter finds them
  await page.goto(`${origin}/panel/users?status=deactivated`);
  const rows = page.getByRole('table', { name: 'Users' }).getByRole('row');
  await rows.filter({ hasText: 'Eddie Editor' }).getByText('Deactivated').waitFor();
  assert.equal(await rows.count(), 2, 'a header and the one deactivated user');

  // reactivated, they sign in again
  await page.goto(editorScreen);
  await page.getByRole('button', { name: 'Reactivate' }).click();
  await page
    .getByRole('dialog', { name: 'Reactivate Eddie Editor?' })
    .getByRole('button', { name: 'Reactivate' })
    .click();
  await expectToast(page, 'Eddie Editor can sign in again');
  const again = await browser.newContext();
  const againPage = await again.newPage();
  await againPage.goto(`${origin}/team-login`);
  await fillSignIn(againPage, EDITOR.email, EDITOR.password);
  await againPage.waitForURL(`${origin}/panel`);
  await again.close();
  assert.deepEqual(problems, []);
});

test('a new admin gets a link to set a password, sets it and signs in', async () => {
  await page.goto(`${origin}/panel/users/create`);
  const form = page.getByRole('form', { name: 'New user' });
  await fillUser(form, ADMIN);
  await chooseRole(form, 'Admin');
  assert.equal(await form.getByRole('radio', { name: /Send them a link/ }).isChecked(), true, 'the default');
  await form.getByRole('button', { name: 'Create the user' }).click();
  await expectToast(page, `the link was sent to ${ADMIN.email}`);
  await page.getByRole('heading', { level: 1, name: 'Lina Link' }).waitFor();

  const link = await loggedLink(ADMIN.email);
  const linaContext = await browser.newContext();
  const lina = await linaContext.newPage();
  await lina.goto(link.replace(/^http:\/\/[^/]+/, origin));
  await lina.getByRole('heading', { name: 'Choose a new password' }).waitFor();
  await lina.getByRole('textbox', { name: 'New password', exact: true }).fill('linas-chosen-password');
  await lina.getByRole('textbox', { name: 'Repeat the new password' }).fill('linas-chosen-password');
  await lina.getByRole('button', { name: 'Set the new password' }).click();
  await lina.getByText('Your new password is set').waitFor();
  await lina.goto(`${origin}/team-login`);
  await fillSignIn(lina, ADMIN.email, 'linas-chosen-password');
  await lina.waitForURL(`${origin}/panel`);
  const nav = lina.getByRole('navigation', { name: 'Panel sections' });
  await nav.getByRole('link', { name: 'Users' }).click();
  const table = lina.getByRole('table', { name: 'Users' });
  await table.getByRole('link', { name: 'Eddie Editor' }).waitFor();
  assert.equal(
    await table.getByRole('link', { name: 'Site Owner' }).count(),
    0,
    'an admin does not see owners',
  );
  await lina.getByRole('link', { name: 'New user' }).click();
  const role = lina.getByRole('combobox', { name: 'Role' });
  // the choices come with the account: the default role shows its name once they are there
  await eventually(() => role.inputValue(), 'Editor', 'the role choices are loaded');
  await role.click();
  await lina.getByRole('option', { name: 'Editor', exact: true }).waitFor();
  assert.deepEqual(
    (await lina.getByRole('option').allInnerTexts()).map((t) => t.trim()),
    ['Admin', 'Editor'],
    'an admin grants only the roles it holds',
  );
  await linaContext.close();

  // the owner can send the link again from the user's screen
  await page.getByRole('button', { name: 'Send a password link' }).click();
  await expectToast(page, `A link to set the password was sent to ${ADMIN.email}`);
  assert.deepEqual(problems, []);
});

test('a user made for another site only: the toast names that site and the list says why they are not in it', async () => {
  await page.goto(`${origin}/panel/users/create`);
  const form = page.getByRole('form', { name: 'New user' });
  await fillUser(form, TACO_EDITOR);
  await chooseRole(form, 'Editor');
  // the managed site (Rolling Kitchens) is the default: take it off, choose Taco Row alone
  const picked = form.locator('.mantine-Pill-root');
  await picked.filter({ hasText: 'Rolling Kitchens Collective (localhost)' }).waitFor();
  await form.locator('.mantine-MultiSelect-input').click();
  await page.getByRole('option', { name: /^Taco Row/ }).click();
  await page.keyboard.press('Escape');
  await picked.filter({ hasText: 'Rolling Kitchens' }).locator('.mantine-Pill-remove').click();
  assert.deepEqual(
    (await picked.allInnerTexts()).map((t) => t.trim()),
    ['Taco Row (tacos.localhost)'],
  );
  await form.getByRole('radio', { name: /Type a password now/ }).check();
  await form.getByLabel(/^Password/).fill(TACO_EDITOR.password);
  await form.getByRole('button', { name: 'Create the user' }).click();

  await expectToast(page, 'Tina Taco was created on Taco Row: they can sign in now');
  await page.waitForURL(`${origin}/panel/users`);
  const note = page.getByRole('status').filter({ hasText: 'Tina Taco was created on Taco Row.' });
  await note.getByText('This list shows the staff of Rolling Kitchens Collective').waitFor();
  assert.equal(
    await page.locator('[data-sonner-toast][data-type="error"]').count(),
    0,
    'no error toast: nothing failed',
  );
  assert.equal(await page.getByText('not found', { exact: false }).count(), 0);
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/created-elsewhere-desktop-light.png` });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.setViewportSize(PHONE.viewport);
    // the panel's navigation folds away at this width: let it finish before the picture
    await page
      .getByRole('button', { name: /navigation/i })
      .first()
      .waitFor();
    await animationsSettled(page);
    await page.screenshot({ path: `${SHOTS}/created-elsewhere-phone-dark.png`, fullPage: true });
    await page.setViewportSize(DESKTOP.viewport);
    await page.emulateMedia({ colorScheme: 'light' });
  }
  await note.getByRole('button', { name: 'Dismiss' }).click();
  await note.waitFor({ state: 'detached' });

  // the account is there, on Taco Row: its own sign-in works
  const tinaContext = await browser.newContext();
  const tina = await tinaContext.newPage();
  await tina.goto(`${platform.origin('tacos.localhost')}/team-login`);
  await fillSignIn(tina, TACO_EDITOR.email, TACO_EDITOR.password);
  await tina.waitForURL(/\/panel$/);
  await tinaContext.close();
  assert.deepEqual(problems, [], 'no request failed: no "user not found" on the way');
});

test('screenshots of the users screens', { skip: !SHOTS }, async () => {
  await page.goto(`${origin}/panel/users`);
  const lina = page.getByRole('table', { name: 'Users' }).getByRole('link', { name: 'Lina Link' });
  const linaPath = new URL((await lina.getAttribute('href')) ?? '', origin).pathname;
  // one deactivated row in the pictures
  await page.getByRole('table', { name: 'Users' }).getByRole('link', { name: 'Eddie Editor' }).click();
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await page
    .getByRole('dialog', { name: 'Deactivate Eddie Editor?' })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expectToast(page, 'Eddie Editor is deactivated');
  const eddiePath = new URL(page.url()).pathname;
  await shoot('list-desktop-light', DESKTOP, 'light', '/panel/users');
  await shoot('list-phone-dark', PHONE, 'dark', '/panel/users');
  await shoot('list-desktop-dark', DESKTOP, 'dark', '/panel/users');
  await shoot('edit-deactivated-desktop-dark', DESKTOP, 'dark', eddiePath);
  await shoot('create-desktop-dark', DESKTOP, 'dark', '/panel/users/create');
  await shoot('create-phone-light', PHONE, 'light', '/panel/users/create');
  await shoot('edit-desktop-light', DESKTOP, 'light', linaPath);
  await shoot('edit-phone-dark', PHONE, 'dark', linaPath);
});
