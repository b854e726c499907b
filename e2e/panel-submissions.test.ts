/**
 * The submissions inbox against the real platform: a visitor sends the catering form on the public
 * site; the panel home counts it as a new request; the inbox shows it new (bold, badged); opening
 * it reads it; it is marked handled; the CSV export of the filter holds it; and the mail about it
 * (no SMTP_URL here, so it is logged) went to the site's outgoing email, with its fields and a
 * link that opens it in the inbox. Screens are photographed on desktop (light, dark) and phone (dark).
 */
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { before, test } from 'node:test';
import { expectToast, signIn, watchProblems } from './support/panel.ts';
import { DESKTOP, openWatchedPage, PHONE } from './support/public-pages.ts';
import { animationsSettled } from './support/settled.ts';
import { signedInStage } from './support/stage.ts';

const SHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/submissions-shots';
const OUTGOING = 'requests@collective.test';

const { platform, browser, origin, context, page } = await signedInStage();
const problems = watchProblems(page);

before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  const saved = await context.request.put(`${origin}/api/options/options`, {
    headers: { 'x-csrf': '1' },
    data: { outgoing_email: OUTGOING },
  });
  assert.equal(saved.status(), 200, await saved.text());
});

async function sendCateringRequest(): Promise<void> {
  const visitor = await openWatchedPage(browser, DESKTOP);
  await visitor.page.goto(`${origin}/catering`);
  await visitor.page.getByRole('link', { name: 'Request catering' }).click();
  const form = visitor.page.getByRole('form', { name: 'Request catering' });
  await form.getByLabel('Your name').fill('Ada Guest');
  await form.getByLabel('Email').fill('ada@example.test');
  await form.getByLabel('Guests').fill('80');
  await form
    .getByLabel('Tell us about your event')
    .fill('Tacos for 80 at our summer party.\nOutdoors, from 6 pm.');
  await form.getByRole('button', { name: 'Send request' }).click();
  await visitor.page.getByRole('status').getByText('Thank you!').waitFor();
  assert.deepEqual(visitor.problems, []);
  await visitor.close();
}

/** The first logged line of a kind of mail, parsed (pino writes one JSON object a line). */
function loggedMail(kind: string): Record<string, unknown> | undefined {
  const line = platform
    .output()
    .split('\n')
    .find((l) => l.includes(`"kind":"${kind}"`));
  return line ? (JSON.parse(line) as Record<string, unknown>) : undefined;
}

test('a catering request reaches the inbox and the mail log; it is read, handled and exported', async () => {
  await sendCateringRequest();

  // the panel home counts it
  await page.goto(`${origin}/panel`);
  const requests = page.getByRole('region', { name: 'Requests' });
  await requests.getByRole('link', { name: '1 new request' }).click();
  await page.waitForURL(`${origin}/panel/submissions?status=new`);
  await page.getByRole('heading', { level: 1, name: 'Submissions' }).waitFor();

  // new: bold, with its badge
  const table = page.getByRole('table', { name: 'Submissions' });
  const row = table.getByRole('row').filter({ hasText: 'Ada Guest' });
  await row.waitFor();
  assert.equal(await row.getAttribute('data-status'), 'new');
  await row.getByText('New', { exact: true }).waitFor();
  const weight = await row
    .getByRole('link', { name: 'Ada Guest' })
    .evaluate((el) => Number(getComputedStyle(el).fontWeight));
  assert.ok(weight >= 700, `a new submission is bold (font-weight ${weight})`);
  await row.getByRole('cell', { name: 'Catering request' }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${SHOTS}/inbox-desktop-light.png`, fullPage: true });

  // opened: every field, and read
  await row.getByRole('link', { name: 'Ada Guest' }).click();
  const drawer = page.getByRole('dialog', { name: 'Catering request from Ada Guest' });
  await drawer.getByText('Tacos for 80 at our summer party.').waitFor();
  await drawer.getByRole('link', { name: 'ada@example.test' }).waitFor();
  await drawer.getByText('Guests').waitFor();
  await drawer.getByText('Read', { exact: true }).waitFor();
  await animationsSettled(page); // the drawer's opening transition
  await page.screenshot({ path: `${SHOTS}/drawer-desktop-light.png` });

  // handled, by whom
  await drawer.getByRole('button', { name: 'Mark handled' }).click();
  await expectToast(page, 'Marked as handled');
  await drawer.getByText(/^Handled .+ by /).waitFor();
  await drawer.getByRole('button', { name: 'Mark not handled' }).waitFor();
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });

  // it left the new ones; the handled tab has it
  await page.getByText('No submissions match these filters.').waitFor();
  // the status tabs are radios under their labels (Mantine's SegmentedControl): click the label
  const handledTab = await page.getByRole('radio', { name: 'Handled' }).getAttribute('id');
  await page.locator(`label[for="${handledTab}"]`).click();
  await page.waitForURL(/status=handled/);
  await table
    .getByRole('row')
    .filter({ hasText: 'Ada Guest' })
    .getByText('Handled', { exact: true })
    .waitFor();

  // the CSV of this filter
  await page.getByRole('combobox', { name: 'Form' }).click();
  await page.getByRole('option', { name: 'Catering request' }).click();
  await page.waitForURL(/form=catering/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  assert.equal(download.suggestedFilename(), 'submissions-localhost.csv');
  const csv = readFileSync(await download.path(), 'utf8');
  const [header, line, ...rest] = csv.trimEnd().split('\r\n');
  assert.equal(header, 'id,form,created_at,status,handled_at,email,guests,message,name');
  assert.match(
    line ?? '',
    /^\d+,catering,[\d-]+ [\d:]+,handled,[\d-]+ [\d:]+,ada@example\.test,80,"Tacos for 80/,
  );
  assert.match(csv, /Outdoors, from 6 pm\.",Ada Guest\r\n$/);
  assert.deepEqual(rest, []);

  // the mail: logged (no SMTP_URL), to the outgoing email, with the fields and the inbox link
  const mail = loggedMail('form-submission');
  assert.ok(mail, 'the mail about the submission is in the platform log');
  assert.equal(mail.to, OUTGOING);
  assert.equal(mail.form, 'catering');
  assert.deepEqual(mail.fields, {
    name: 'Ada Guest',
    email: 'ada@example.test',
    guests: '80',
    message: 'Tacos for 80 at our summer party.\nOutdoors, from 6 pm.',
  });
  assert.match(String(mail.subject), /^Catering request from Ada Guest — /);
  const link = String(mail.link);
  assert.match(link, /\/panel\/submissions\?open=\d+$/);

  // the mail's link opens it
  await page.goto(link.replace(/^http:\/\/localhost:\d+/, origin));
  await page.getByRole('dialog', { name: 'Catering request from Ada Guest' }).getByText('Guests').waitFor();
  await page.goto(`${origin}/panel`);
  await page
    .getByRole('region', { name: 'Requests' })
    .getByRole('link', { name: 'No new requests' })
    .waitFor();
  assert.deepEqual(problems, []);
});

test('the inbox on a phone, dark', async () => {
  const phone = await browser.newContext({ ...PHONE, colorScheme: 'dark' });
  const phonePage = await phone.newPage();
  const phoneProblems = watchProblems(phonePage);
  await signIn(phonePage, origin);
  await phonePage.goto(`${origin}/panel/submissions`);
  const row = phonePage
    .getByRole('table', { name: 'Submissions' })
    .getByRole('row')
    .filter({ hasText: 'Ada Guest' });
  await row.waitFor();
  await phonePage.waitForLoadState('networkidle');
  await phonePage.screenshot({ path: `${SHOTS}/inbox-phone-dark.png`, fullPage: true });
  await row.getByRole('link', { name: 'Ada Guest' }).click();
  const drawer = phonePage.getByRole('dialog', { name: 'Catering request from Ada Guest' });
  await drawer.getByText('Guests').waitFor();
  await animationsSettled(phonePage);
  const width = await drawer.evaluate((el) => el.getBoundingClientRect().width);
  assert.ok(width >= 380, `the side panel fills the phone's width (${width}px)`);
  await phonePage.screenshot({ path: `${SHOTS}/drawer-phone-dark.png` });
  await phonePage.goto(`${origin}/panel`);
  await phonePage.getByRole('heading', { level: 1, name: /Welcome/ }).waitFor();
  await phonePage.waitForLoadState('networkidle');
  await phonePage.screenshot({ path: `${SHOTS}/home-phone-dark.png` });
  assert.deepEqual(phoneProblems, []);
  await phone.close();
});

test('the inbox on a desktop, dark', async () => {
  const dark = await browser.newContext({ ...DESKTOP, colorScheme: 'dark' });
  const darkPage = await dark.newPage();
  const darkProblems = watchProblems(darkPage);
  await signIn(darkPage, origin);
  await darkPage.goto(`${origin}/panel/submissions?status=handled`);
  await darkPage
    .getByRole('table', { name: 'Submissions' })
    .getByRole('row')
    .filter({ hasText: 'Ada Guest' })
    .waitFor();
  await darkPage.waitForLoadState('networkidle');
  await darkPage.screenshot({ path: `${SHOTS}/inbox-desktop-dark.png` });
  assert.deepEqual(darkProblems, []);
  await dark.close();
});
