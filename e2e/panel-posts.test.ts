/**
 * Content journeys of the staff panel against the real platform: a post of each of the six types
 * is created from its generated screen, published, edited, and seen on the public site; a list
 * is reordered by drag and drop; a post is unpublished, moved to the trash, restored and deleted
 * for good — each change checked on the public site; the created-date filter is used by clicking
 * its fields and typing, as a person does. A refused save shows the API's message on the field and
 * in the error toast; the rich text's link box says why it refuses a `javascript:` link; a page id
 * that does not exist shows "not found" with the way back to the list.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  assertExcludes,
  assertIncludes,
  eventually,
  expectToast,
  publicHeadings,
  publicText,
  watchProblems,
} from './support/panel.ts';
import { signedInStage } from './support/stage.ts';

const { browser, origin, page } = await signedInStage();
const problems = watchProblems(page, [404, 409]);

interface TypeCase {
  segment: string;
  noun: string;
  title: string;
  text: string;
  bodyLabel: string;
  cuisine?: string;
}

const TYPES: TypeCase[] = [
  { segment: 'pages', noun: 'page', title: 'Opening hours', text: 'We open at noon.', bodyLabel: 'Text' },
  {
    segment: 'members',
    noun: 'member',
    title: 'Curry Cruiser',
    text: 'Slow-cooked curries.',
    bodyLabel: 'About the member',
    cuisine: 'Korean',
  },
  {
    segment: 'cuisines',
    noun: 'cuisine',
    title: 'Street noodles',
    text: 'Wok-fired noodles.',
    bodyLabel: 'Text',
  },
  {
    segment: 'showcases',
    noun: 'showcase',
    title: 'Harbour festival',
    text: 'Twelve trucks by the sea.',
    bodyLabel: 'Text',
    cuisine: 'Vegan',
  },
  {
    segment: 'caterings',
    noun: 'catering',
    title: 'Office lunches',
    text: 'Lunch for forty.',
    bodyLabel: 'Offer',
  },
  { segment: 'blog', noun: 'blog post', title: 'Winter menu', text: 'Soups are back.', bodyLabel: 'Article' },
];

async function openList(segment: string, heading: string): Promise<void> {
  await page.goto(`${origin}/panel/${segment}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 10_000 });
  await page.locator('table[aria-busy="false"]').waitFor();
}

async function typeRichText(label: string, text: string): Promise<void> {
  const editor = page.getByRole('textbox', { name: label, exact: true });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

for (const type of TYPES) {
  test(`a ${type.noun}: create from the generated screen, publish, edit, see it on the site`, async () => {
    await page.goto(`${origin}/panel/${type.segment}/new`);
    await page.getByRole('heading', { level: 1, name: `New ${type.noun}` }).waitFor();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(type.title);
    const url = await page.getByRole('textbox', { name: 'Address', exact: true }).inputValue();
    assert.match(url, /^\/([a-z0-9-]+\/)*[a-z0-9-]+$/, 'the address is offered from the title');
    assert.ok(url.endsWith(type.title.toLowerCase().replace(/\s+/g, '-')), url);
    await typeRichText(type.bodyLabel, type.text);
    if (type.cuisine) {
      await page.getByRole('combobox', { name: 'Cuisines' }).click();
      await page.getByRole('option', { name: type.cuisine }).click();
      await page.keyboard.press('Escape');
    }
    await page
      .locator('label')
      .filter({ hasText: /^Published$/ })
      .click();
    await page
      .getByRole('button', { name: `Create ${type.noun}` })
      .first()
      .click();
    await expectToast(page, `“${type.title}” created`);
    await page.waitForURL(new RegExp(`/panel/${type.segment}/\\d+$`));

    const shown = await publicText(browser, `${origin}${url}`);
    assertIncludes(shown, type.title);
    assertIncludes(shown, type.text);
    if (type.cuisine && type.segment === 'members') {
      assertIncludes(await publicText(browser, `${origin}/members`), type.cuisine);
    }

    const edited = `${type.title} (new)`;
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(edited);
    await typeRichText(type.bodyLabel, `${type.text} Now with more.`);
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expectToast(page, 'saved');
    const after = await publicText(browser, `${origin}${url}`);
    assertIncludes(after, edited);
    assertIncludes(after, 'Now with more.');

    await openList(
      type.segment,
      type.segment === 'blog' ? 'Blog' : `${type.noun[0]?.toUpperCase()}${type.noun.slice(1)}s`,
    );
    await page.getByRole('link', { name: edited }).waitFor();
  });
}

test('the address must be unique: the API’s answer shows on the field and in the error toast', async () => {
  await page.goto(`${origin}/panel/pages/new`);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Another home');
  const address = page.getByRole('textbox', { name: 'Address', exact: true });
  await address.fill('/');
  await page.getByRole('button', { name: 'Create page' }).first().click();
  // docs/product.md#errors: the messages of a refused write in an error toast, and on the field as well
  await expectToast(page, 'This url is already used by another post of this site');
  assert.equal(await address.getAttribute('aria-invalid'), 'true');
  await page
    .locator('.mantine-InputWrapper-error')
    .filter({ hasText: 'This url is already used by another post of this site' })
    .waitFor();
  assert.match(page.url(), /\/panel\/pages\/new$/);
});

test('the link box of a rich text says why a javascript: link is refused, and takes a web address', async () => {
  await page.goto(`${origin}/panel/blog/new`);
  await page.getByRole('heading', { level: 1, name: 'New blog post' }).waitFor();
  await typeRichText('Article', 'See our menu');
  await page.keyboard.press('ControlOrMeta+a');
  await page.getByRole('button', { name: 'Link', exact: true }).click();
  const box = page.getByRole('group', { name: 'Link', exact: true });
  const field = box.getByRole('textbox', { name: 'Link address' });
  await field.fill('javascript:alert(document.cookie)');
  await box.getByRole('button', { name: 'Save' }).click();
  await box
    .getByText(/A javascript: link is not allowed: it would run code in the visitor’s browser/)
    .waitFor();
  assert.equal(await field.getAttribute('aria-invalid'), 'true', 'the box stays open on the field');
  const article = page.getByRole('textbox', { name: 'Article', exact: true });
  assert.equal(await article.locator('a').count(), 0, 'no link was made');

  await field.fill('https://tacos.example/menu');
  await field.press('Enter');
  await box.waitFor({ state: 'hidden' });
  assert.equal(await article.locator('a').getAttribute('href'), 'https://tacos.example/menu');
});

test('an address of a page that does not exist shows “not found” with the way back to the list', async () => {
  await page.goto(`${origin}/panel/pages/99999`);
  await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
  await page.getByText('There is no page 99999 on this site', { exact: false }).waitFor();
  assert.equal(await page.getByText('could not be loaded', { exact: false }).count(), 0);
  await page.getByRole('link', { name: 'Back to the pages' }).click();
  await page.waitForURL(`${origin}/panel/pages`);
});

test('unsaved changes are not lost by leaving without a word', async () => {
  await page.goto(`${origin}/panel/pages/new`);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Half-written');
  await page.getByRole('navigation', { name: 'Panel sections' }).getByRole('link', { name: 'FAQ' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Stay on this page' }).click();
  assert.match(page.url(), /\/panel\/pages\/new$/);
  assert.equal(await page.getByRole('textbox', { name: 'Title', exact: true }).inputValue(), 'Half-written');
  await page.getByRole('navigation', { name: 'Panel sections' }).getByRole('link', { name: 'FAQ' }).click();
  await page
    .getByRole('dialog', { name: 'Leave without saving?' })
    .getByRole('button', { name: 'Leave and discard' })
    .click();
  await page.waitForURL(`${origin}/panel/faq`);
});

async function rowOrder(): Promise<string[]> {
  return page.locator('tbody tr td a').allInnerTexts();
}

test('members are reordered by drag and drop, and the site follows', async () => {
  await openList('members', 'Members');
  const before = await rowOrder();
  assert.ok(before.length >= 3, `members: ${before.join(', ')}`);
  const last = before.at(-1) as string;
  const first = before[0] as string;

  const handle = page.getByRole('button', { name: `Move ${last}` });
  const target = page.getByRole('button', { name: `Move ${first}` });
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  assert.ok(from && to);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++) {
    await page.mouse.move(
      from.x + from.width / 2,
      from.y + ((to.y - 6 - from.y) * step) / 12 + from.height / 2,
    );
  }
  await page.mouse.up();
  await expectToast(page, `“${last}” moved`);
  await page.waitForLoadState('networkidle');
  const afterMove = await rowOrder();
  assert.equal(afterMove[0], last, `new order: ${afterMove.join(', ')}`);

  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Members' }).waitFor();
  await page.locator('table[aria-busy="false"]').waitFor();
  // the rows come from an API read after the heading shows
  await eventually(rowOrder, afterMove, 'the order is saved');

  const headings = await publicHeadings(browser, `${origin}/members`);
  assert.ok(
    headings.indexOf(last) >= 0 && headings.indexOf(last) < headings.indexOf(first),
    `the members page shows the new order: ${headings.join(', ')}`,
  );
});

test('a post is unpublished, trashed, restored and deleted for good', async () => {
  const title = 'Pop-up weekend';
  await page.goto(`${origin}/panel/showcases/new`);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await typeRichText('Text', 'Two days of pop-ups.');
  await page
    .locator('label')
    .filter({ hasText: /^Published$/ })
    .click();
  await page.getByRole('button', { name: 'Create showcase' }).first().click();
  await expectToast(page, 'created');
  const url = '/showcases/pop-up-weekend';
  assertIncludes(await publicText(browser, `${origin}${url}`), 'Two days of pop-ups.');

  await openList('showcases', 'Showcases');
  await page.getByRole('button', { name: `Unpublish ${title}` }).click();
  await expectToast(page, `“${title}” unpublished`);
  await page.getByRole('button', { name: `Publish ${title}` }).waitFor();
  assertExcludes(await publicText(browser, `${origin}${url}`), 'Two days of pop-ups.');
  await page
    .locator('label')
    .filter({ hasText: /^Drafts$/ })
    .click();
  await eventually(rowOrder, [title], 'only the draft is listed');

  await page.getByRole('button', { name: `Publish ${title}` }).click();
  await expectToast(page, `“${title}” published`);
  await page.locator('label').filter({ hasText: /^All$/ }).click();
  assertIncludes(await publicText(browser, `${origin}${url}`), 'Two days of pop-ups.');

  await page.getByRole('button', { name: `More actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Move to trash' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Move to trash' }).click();
  await expectToast(page, 'moved to the trash');
  await page.getByRole('link', { name: title }).waitFor({ state: 'detached' });
  assertExcludes(await publicText(browser, `${origin}${url}`), 'Two days of pop-ups.');

  await page
    .locator('label')
    .filter({ hasText: /^Trash$/ })
    .click();
  await page.getByRole('link', { name: title }).waitFor();
  await page.getByRole('button', { name: 'Restore' }).click();
  await expectToast(page, `“${title}” restored`);
  await page.getByText('The trash is empty.').waitFor();
  assertIncludes(await publicText(browser, `${origin}${url}`), 'Two days of pop-ups.');

  await page.locator('label').filter({ hasText: /^All$/ }).click();
  await page.getByRole('button', { name: `More actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Move to trash' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Move to trash' }).click();
  await expectToast(page, 'moved to the trash');
  await page
    .locator('label')
    .filter({ hasText: /^Trash$/ })
    .click();
  await page.getByRole('button', { name: 'Delete for good' }).click();
  const confirm = page.getByRole('dialog', { name: `Delete “${title}” for good?` });
  await confirm.getByRole('button', { name: 'Delete for good' }).click();
  await expectToast(page, 'deleted for good');
  await page.getByText('The trash is empty.').waitFor();

  // the address is free again: a new post may take it
  const check = await page.evaluate(async () =>
    (await fetch('/api/posts/by-type?type=4&deleted=true', { headers: { 'x-csrf': '1' } })).json(),
  );
  assert.equal(check.data.length, 0);
  assert.deepEqual(problems, []);
});

test('pages are reordered with the keyboard alone', async () => {
  await openList('pages', 'Pages');
  const before = await rowOrder();
  assert.ok(before.length >= 2, `pages: ${before.join(', ')}`);
  const last = before.at(-1) as string;
  await page.getByRole('button', { name: `Move ${last}` }).focus();
  // dnd-kit measures the rows between the steps, as it would between a person's key presses
  for (const key of ['Space', 'ArrowUp', 'Space']) {
    await page.keyboard.press(key);
    await page.waitForTimeout(300);
  }
  await expectToast(page, `“${last}” moved`);
  const expected = [...before.slice(0, -2), last, before.at(-2) as string];
  await eventually(rowOrder, expected, 'the row moved up by one');
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Pages' }).waitFor();
  await eventually(rowOrder, expected, 'the order is saved');
});

test('the created-date filter takes dates entered by clicking its fields', async () => {
  await openList('blog', 'Blog');
  const all = await rowOrder();
  assert.ok(all.length >= 2, `blog posts: ${all.join(', ')}`);
  const range = page.getByRole('group', { name: 'Created between' });
  const tomorrow = new Date(Date.now() + 86_400_000);
  const typed = (d: Date) =>
    `${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}${d.getFullYear()}`;
  // a click on a date field's first segment (the month, in the browser's en-US format)
  const clickField = (label: string) => range.getByLabel(label).click({ position: { x: 16, y: 18 } });
  const iso = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

  // nothing was created after today
  await clickField('Created from');
  await page.keyboard.type(typed(tomorrow));
  const filter = async () => {
    const params = new URL(page.url()).searchParams;
    return { from: params.get('from'), to: params.get('to') };
  };
  await eventually(filter, { from: iso(tomorrow), to: null }, 'the address holds the date');
  await eventually(rowOrder, [], 'no post was created after today');

  // everything was created until tomorrow
  await clickField('Created from');
  for (let segment = 0; segment < 3; segment++) {
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Tab');
  }
  await clickField('Created until');
  await page.keyboard.type(typed(tomorrow));
  await eventually(filter, { from: null, to: iso(tomorrow) }, 'the address holds the new range');
  await eventually(rowOrder, all, 'every post is back');
  assert.deepEqual(problems, []);
});
