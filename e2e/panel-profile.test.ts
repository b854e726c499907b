/**
 * The profile against the real platform (issue 9): the owner turns two-factor on by reading the
 * set-up key shown beside the QR code and typing the app's code (computed here with the same
 * TOTP library the API uses), keeps the ten recovery codes (downloaded as .txt), signs out, signs
 * in with a code, then with a recovery code — and that used code is refused on a second try. A
 * second device (a phone) signs in; the owner sees it in the sessions list and signs it out, and
 * the phone is sent to sign in again. Sessions are listed by device: thirteen sessions of seven
 * browsers are seven rows, five a page, and a device unfolds to its own sessions (paged), each
 * signed out alone or the device at once. The owner requires two-factor of editors, and a new editor
 * is sent to the set-up before anything else. Screenshots (desktop and phone, light and dark) go
 * to SHOTS_DIR when it is set.
 */
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, test } from 'node:test';
import { Secret, TOTP } from 'otpauth';
import type { Locator, Page } from 'playwright-core';
import { seriousAxeViolations } from './support/axe.ts';
import { expectToast, fillSignIn, OWNER, watchProblems } from './support/panel.ts';
import { animationsSettled } from './support/settled.ts';
import { signedInStage } from './support/stage.ts';

/** what an authenticator app shows (RFC 6238 defaults, as api/auth/totp.ts) */
const totpCode = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

const SHOTS_DIR = process.env.SHOTS_DIR;
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';
/** left out of the scans: the app-wide toasts (feedback/), whose success colours are not this screen's */
const TOASTS = ['[data-sonner-toaster]'];
const EDITOR = { email: 'new.editor@collective.test', password: 'editor-password-123' };

let problems: string[];
let secret = '';
let recoveryCodes: string[] = [];

const { browser, origin, page } = await signedInStage();

before(async () => {
  // 400: the wrong code typed at the set-up; 401: the wrong and the spent codes of the sign-in steps
  problems = watchProblems(page, [400, 401]);
  if (SHOTS_DIR) mkdirSync(SHOTS_DIR, { recursive: true });
});

/** The page (or one part of it) as a person sees it. */
async function shot(target: Page, name: string, part?: Locator): Promise<void> {
  if (!SHOTS_DIR) return;
  await animationsSettled(target);
  const path = join(SHOTS_DIR, `${name}.png`);
  if (part) await part.screenshot({ path });
  else await target.screenshot({ path, fullPage: true });
}

async function openProfile(target: Page, hash = ''): Promise<void> {
  await target.goto(`${origin}/panel/profile${hash}`);
  // a change of the hash alone loads nothing: read everything afresh, as on a visit
  await target.reload();
  await target.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
}

async function signOut(target: Page): Promise<void> {
  await target.getByRole('button', { name: 'Site Owner' }).click();
  await target.getByRole('menuitem', { name: 'Sign out' }).click();
  await target.waitForURL(`${origin}/team-login`);
}

/** Signs the owner in from a browser of its own kind, as a call (each call opens one more session). */
async function signInAs(userAgent: string, times: number): Promise<void> {
  const other = await browser.newContext({ userAgent });
  const tab = await other.newPage();
  await tab.goto(`${origin}/robots.txt`);
  for (let i = 0; i < times; i++) {
    const status = await tab.evaluate(
      async (owner) =>
        (
          await fetch('/api/auth/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-csrf': '1' },
            body: JSON.stringify(owner),
          })
        ).status,
      OWNER,
    );
    assert.equal(status, 200, 'signed in');
  }
  await other.close();
}

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const OTHER_BROWSERS = [
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_2) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
];

/** Resolves once the clock has passed into the next whole second. */
async function nextSecond(): Promise<void> {
  const second = Math.floor(Date.now() / 1000);
  while (Math.floor(Date.now() / 1000) === second) await new Promise((resolve) => setTimeout(resolve, 20));
}

test('sessions come by device, a page of devices at a time; a device unfolds to its sessions, paged too', async () => {
  // a day of signing in: seven sessions of one Firefox, one of each of five other browsers
  await signInAs(FIREFOX_WINDOWS, 7);
  // the times of use are whole seconds: on a fast machine every sign-in fell in the same second,
  // and the order of equal times is no order (CI saw Firefox on the first page)
  await nextSecond();
  for (const agent of OTHER_BROWSERS) await signInAs(agent, 1);

  await openProfile(page, '#sessions');
  const section = page.getByRole('region', { name: 'Sessions', exact: true });
  await section.getByText('13 sessions on 7 devices').waitFor();
  const devices = section.getByRole('list', { name: 'Active sessions' });
  // five devices a page: this one first, then the most recently used
  assert.equal(await devices.locator(':scope > li').count(), 5);
  await devices.locator(':scope > li').first().getByText('This device').waitFor();
  await section.getByRole('button', { name: '2', exact: true }).click();
  await devices.locator(':scope > li').filter({ hasText: 'Firefox 133 on Windows 10' }).waitFor();
  assert.equal(await devices.locator(':scope > li').count(), 2);

  const firefox = devices.locator(':scope > li').filter({ hasText: 'Firefox 133 on Windows 10' });
  await firefox.getByText(/^7 sessions · /).waitFor();
  const unfold = firefox.getByRole('button', { name: 'Show the 7 sessions' });
  assert.equal(await unfold.getAttribute('aria-expanded'), 'false');
  await unfold.click();
  const own = firefox.getByRole('list', { name: 'Sessions of Firefox 133 on Windows 10' });
  await own.waitFor();
  assert.equal(await own.getByRole('listitem').count(), 5, 'five sessions a page');
  await shot(page, 'profile-sessions-by-device-desktop-light', section);
  await page.emulateMedia({ colorScheme: 'dark' });
  await shot(page, 'profile-sessions-by-device-desktop-dark', section);
  await page.emulateMedia({ colorScheme: 'light' });

  // one session of that Firefox signed out
  await own
    .getByRole('button', { name: /^Sign out the session of Firefox 133 on Windows 10/ })
    .first()
    .click();
  await page
    .getByRole('dialog', { name: 'Sign out this session?' })
    .getByRole('button', { name: 'Sign out' })
    .click();
  await expectToast(page, 'Signed out');
  await firefox.getByText(/^6 sessions · /).waitFor();

  // then the whole device
  await firefox.getByRole('button', { name: 'Sign out 6 sessions of Firefox 133 on Windows 10' }).click();
  const confirm = page.getByRole('dialog', { name: 'Sign out 6 sessions of Firefox 133 on Windows 10?' });
  await confirm.getByRole('button', { name: 'Sign out' }).click();
  await expectToast(page, '6 sessions signed out');
  await section.getByText('6 sessions on 6 devices').waitFor();
  assert.equal(await section.getByText('Firefox 133 on Windows 10').count(), 0);
  assert.deepEqual(problems, []);
});

test('turn on two-factor from the QR code’s key; the recovery codes are shown once and downloadable', async () => {
  await openProfile(page);
  const section = page.getByRole('region', { name: 'Two-factor sign-in', exact: true });
  await section.getByText('Off', { exact: true }).waitFor();
  await shot(page, 'profile-desktop-light');
  await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await section.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
  secret = ((await section.getByLabel('Set-up key').textContent()) ?? '').replace(/\s/g, '');
  assert.match(secret, /^[A-Z2-7]{32}$/, 'the key is shown as text for typing');
  await shot(page, 'profile-two-factor-setup-desktop-light', section);

  const codeField = section.getByRole('textbox', { name: 'Code from the app' });
  await codeField.fill('000000');
  await section.getByRole('button', { name: 'Turn on' }).click();
  await section.getByText('The code is not valid').waitFor();
  await codeField.fill(totpCode(secret));
  await section.getByRole('button', { name: 'Turn on' }).click();
  await expectToast(page, 'Two-factor sign-in is on');

  const list = section.getByRole('list', { name: 'Recovery codes' });
  await list.waitFor();
  recoveryCodes = (await list.getByRole('listitem').allInnerTexts()).map((code) => code.trim());
  assert.equal(recoveryCodes.length, 10);
  assert.equal(new Set(recoveryCodes).size, 10);
  await shot(page, 'profile-recovery-codes-desktop-light', section);
  await page.emulateMedia({ colorScheme: 'dark' });
  await shot(page, 'profile-recovery-codes-desktop-dark', section);
  await page.emulateMedia({ colorScheme: 'light' });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Download (.txt)' }).click(),
  ]);
  assert.match(download.suggestedFilename(), /^recovery-codes-.+\.txt$/);
  const file = readFileSync((await download.path()) ?? '', 'utf8');
  for (const code of recoveryCodes) assert.ok(file.includes(code), `the file holds ${code}`);

  await section.getByRole('button', { name: 'I have saved them' }).click();
  await section.getByText('On', { exact: true }).waitFor();
  await section.getByText('10 of 10 recovery codes left.').waitFor();
  assert.equal(await section.getByRole('list', { name: 'Recovery codes' }).count(), 0, 'shown once');
});

test('sign in with a code, then with a recovery code; the used code is refused', async () => {
  await signOut(page);
  await fillSignIn(page, OWNER.email, OWNER.password);
  const code = page.getByRole('textbox', { name: 'Authentication code' });
  await code.waitFor();
  // the confirming code's step is spent: the app's next code (clock drift allowance) signs in
  await code.fill(totpCode(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await page.waitForURL(`${origin}/panel`);

  const signInWithRecoveryCode = async (recoveryCode: string) => {
    await fillSignIn(page, OWNER.email, OWNER.password);
    await page.getByRole('textbox', { name: 'Authentication code' }).waitFor();
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    const field = page.getByRole('textbox', { name: 'Recovery code' });
    await field.fill(recoveryCode);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
  };
  const first = recoveryCodes[0] ?? '';
  await signOut(page);
  await signInWithRecoveryCode(first);
  await page.waitForURL(`${origin}/panel`);

  await signOut(page);
  await signInWithRecoveryCode(first);
  await page.getByText('This recovery code is not valid or has been used').waitFor();
  assert.match(page.url(), /\/team-login/, 'a spent code does not sign in');
  await shot(page, 'sign-in-recovery-code-refused-desktop-light');
  const field = page.getByRole('textbox', { name: 'Recovery code' });
  await field.fill(recoveryCodes[1] ?? '');
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await page.waitForURL(`${origin}/panel`);

  await openProfile(page, '#two-factor');
  await page.getByText('8 of 10 recovery codes left.').waitFor();
});

test('a phone’s session is listed and signed out from the desktop', async () => {
  const phoneContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent: IPHONE,
    isMobile: true,
    hasTouch: true,
    // only lets the accessibility scan's script in
    bypassCSP: true,
  });
  const phone = await phoneContext.newPage();
  const phoneProblems = watchProblems(phone, [401]);
  await phone.goto(`${origin}/team-login`);
  await fillSignIn(phone, OWNER.email, OWNER.password);
  await phone.getByRole('textbox', { name: 'Authentication code' }).waitFor();
  await phone.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await phone.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCodes[2] ?? '');
  await phone.getByRole('button', { name: 'Verify and sign in' }).click();
  await phone.waitForURL(`${origin}/panel`);

  await openProfile(phone, '#sessions');
  await phone.getByText('Safari 17 on iPhone').waitFor();
  await shot(phone, 'profile-phone-light');
  await shot(
    phone,
    'profile-phone-sessions-light',
    phone.getByRole('region', { name: 'Sessions', exact: true }),
  );
  await shot(
    phone,
    'profile-phone-two-factor-light',
    phone.getByRole('region', { name: 'Two-factor sign-in', exact: true }),
  );
  await phone.emulateMedia({ colorScheme: 'dark' });
  await phone.reload();
  await phone.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
  await phone.getByText('Safari 17 on iPhone').waitFor();
  await shot(
    phone,
    'profile-phone-sessions-dark',
    phone.getByRole('region', { name: 'Sessions', exact: true }),
  );
  await phone.waitForLoadState('networkidle');
  assert.deepEqual(await seriousAxeViolations(phone, TOASTS), [], 'axe: the profile on a phone, dark');

  await openProfile(page, '#sessions');
  const sessions = page.getByRole('list', { name: 'Active sessions' });
  const phoneRow = sessions.getByRole('listitem').filter({ hasText: 'Safari 17 on iPhone' });
  await phoneRow.waitFor();
  await sessions.getByRole('listitem').filter({ hasText: 'This device' }).waitFor();
  await page.emulateMedia({ colorScheme: 'dark' });
  await shot(page, 'profile-desktop-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await phoneRow.getByRole('button', { name: 'Sign out Safari 17 on iPhone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out this session?' });
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expectToast(page, 'Signed out');
  await phoneRow.waitFor({ state: 'detached' });

  // the phone's next call finds its session over, and it is sent to sign in
  await phone.goto(`${origin}/panel/faq`);
  await phone.waitForURL(/\/team-login/);
  await phoneContext.close();
  assert.deepEqual(
    phoneProblems.filter((p) => !p.startsWith('401')),
    [],
  );
});

test('owners require two-factor of editors: a new editor is sent to set it up first', async () => {
  await openProfile(page, '#require-two-factor');
  const policy = page.getByRole('form', { name: 'Require two-factor sign-in' });
  await policy.getByRole('checkbox', { name: 'Editors' }).check();
  await policy.getByRole('button', { name: 'Save requirement' }).click();
  await expectToast(page, 'Saved: two-factor requirement');
  await shot(page, 'profile-owner-policy-desktop-light');

  const created = await page.evaluate(async (editor) => {
    const answer = await fetch('/api/users', {
      method: 'POST',
      headers: { 'x-csrf': '1', 'x-site-context': 'panel', 'content-type': 'application/json' },
      body: JSON.stringify({ ...editor, firstname: 'New', lastname: 'Editor', role_id: 3 }),
    });
    return answer.status;
  }, EDITOR);
  assert.equal(created, 201);

  const editorContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  const editorPage = await editorContext.newPage();
  const editorProblems = watchProblems(editorPage, [403]);
  await editorPage.goto(`${origin}/team-login`);
  await fillSignIn(editorPage, EDITOR.email, EDITOR.password);
  await editorPage.waitForURL(`${origin}/panel/profile#two-factor`);
  await editorPage.getByText('Turn on two-factor sign-in to go on').waitFor();
  await editorPage.getByRole('button', { name: 'Set up two-factor sign-in' }).waitFor();
  assert.equal(
    await editorPage.getByRole('region', { name: 'Sessions', exact: true }).count(),
    0,
    'the set-up alone',
  );
  await shot(editorPage, 'profile-required-setup-desktop-light');

  await editorPage.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await editorPage.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
  assert.deepEqual(await seriousAxeViolations(editorPage, TOASTS), [], 'axe: the set-up with its QR code');
  const key = ((await editorPage.getByLabel('Set-up key').textContent()) ?? '').replace(/\s/g, '');
  await editorPage.getByRole('textbox', { name: 'Code from the app' }).fill(totpCode(key));
  await editorPage.getByRole('button', { name: 'Turn on' }).click();
  await editorPage.getByRole('list', { name: 'Recovery codes' }).waitFor();
  assert.deepEqual(await seriousAxeViolations(editorPage, TOASTS), [], 'axe: the recovery codes');
  await editorPage.getByRole('button', { name: 'I have saved them' }).click();
  // the whole profile opens, desktop light
  await editorPage.getByRole('region', { name: 'Sessions', exact: true }).waitFor();
  await editorPage.waitForLoadState('networkidle');
  assert.deepEqual(
    await seriousAxeViolations(editorPage, TOASTS),
    [],
    'axe: the whole profile, desktop light',
  );
  await editorPage.goto(`${origin}/panel/faq`);
  await editorPage.getByRole('heading', { level: 1, name: /FAQ/ }).waitFor();
  assert.match(editorPage.url(), /\/panel\/faq$/, 'with two-factor on the panel opens');
  await editorContext.close();
  assert.deepEqual(
    editorProblems.filter((p) => !p.startsWith('403')),
    [],
  );
});

test('the name is saved with the session alone; a new email asks for the password and a code', async () => {
  await openProfile(page, '#account');
  const account = page.getByRole('form', { name: 'Name and email' });
  await account.getByRole('textbox', { name: 'First name' }).fill('Sitey');
  await account.getByRole('button', { name: 'Save name and email' }).click();
  await expectToast(page, 'Your name is saved');
  await page.getByRole('button', { name: 'Sitey Owner' }).waitFor();

  const email = account.getByRole('textbox', { name: 'Email' });
  await email.fill('new.owner@collective.test');
  await account.getByLabel('Current password').fill('not the password');
  await account.getByRole('textbox', { name: 'Code from your app' }).fill(totpCode(secret));
  await account.getByRole('button', { name: 'Save name and email' }).click();
  await account.getByText('The current password is not correct').waitFor();
  await email.fill(OWNER.email);
  assert.equal(await account.getByLabel('Current password').count(), 0, 'the unchanged email asks nothing');
  assert.deepEqual(problems, []);
});
