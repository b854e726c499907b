/**
 * FAQ and taxonomy journeys against the real platform: a category and a question are added,
 * changed and deleted (seen on the public home page's FAQ); a cuisine tag with a Tabler icon is
 * added, renamed, given to a member (seen on the public members page) and deleted; categories
 * are added and deleted.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { assertExcludes, assertIncludes, expectToast, publicText, watchProblems } from './support/panel.ts';
import { signedInStage } from './support/stage.ts';

const { browser, origin, page } = await signedInStage();
const problems = watchProblems(page);

async function fillRichText(scope: Page, label: string, text: string): Promise<void> {
  await scope.getByRole('textbox', { name: label, exact: true }).click();
  await scope.keyboard.press('ControlOrMeta+a');
  await scope.keyboard.type(text);
}

test('FAQ: a category and a question are added, changed and deleted, and the site follows', async () => {
  await page.goto(`${origin}/panel/faq`);
  await page.getByRole('heading', { level: 1, name: 'FAQ' }).waitFor();

  await page.getByRole('textbox', { name: 'New category' }).fill('Parking');
  await page.getByRole('button', { name: 'Add category' }).click();
  await expectToast(page, 'Category “Parking” added');
  await page.getByRole('heading', { level: 2, name: 'Parking', exact: true }).waitFor();

  await page.getByRole('button', { name: 'Add question to Parking' }).click();
  const dialog = page.getByRole('dialog', { name: 'New question' });
  await dialog.getByRole('textbox', { name: 'Question' }).fill('Is there parking nearby?');
  await fillRichText(page, 'Answer', 'Yes, behind the market hall.');
  await dialog.getByRole('button', { name: 'Add question' }).click();
  await expectToast(page, 'Question added');
  const section = page.getByRole('region', { name: 'Parking', exact: true });
  await section.getByText('Is there parking nearby?').waitFor();
  await section.getByText('Yes, behind the market hall.').waitFor();

  let home = await publicText(browser, `${origin}/`);
  assertIncludes(home, 'Is there parking nearby?');
  assertIncludes(home, 'Yes, behind the market hall.');

  await page.getByRole('button', { name: 'Edit Is there parking nearby?' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit question' });
  await edit.getByRole('textbox', { name: 'Question' }).fill('Is there free parking nearby?');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Question saved');
  await page.getByText('Is there free parking nearby?', { exact: true }).waitFor();
  home = await publicText(browser, `${origin}/`);
  assertIncludes(home, 'Is there free parking nearby?');

  await page.getByRole('button', { name: 'Delete Is there free parking nearby?' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this question?' })
    .getByRole('button', { name: 'Delete question' })
    .click();
  await expectToast(page, 'Question deleted');
  await page.getByText('Is there free parking nearby?', { exact: true }).waitFor({ state: 'detached' });
  assertExcludes(await publicText(browser, `${origin}/`), 'free parking');

  await page.getByRole('button', { name: 'Delete the category Parking' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete category' }).click();
  await expectToast(page, 'Category deleted');
  await page.getByRole('heading', { level: 2, name: 'Parking', exact: true }).waitFor({ state: 'detached' });
});

test('cuisine tags: add with an icon, rename, tag a member, delete — seen on the members page', async () => {
  await page.goto(`${origin}/panel/taxonomy`);
  await page.getByRole('heading', { level: 1, name: 'Tags and categories' }).waitFor();

  await page.getByRole('button', { name: 'Add tag' }).click();
  await page.getByText('Give the tag a title').waitFor();
  await page.getByRole('textbox', { name: 'New cuisine tag' }).fill('Ethiopian');
  await page.getByRole('button', { name: /Choose an icon/ }).click();
  await page.getByRole('textbox', { name: 'Find an icon' }).fill('bowl');
  await page.getByRole('button', { name: 'Bowl with spoon' }).click();
  await page.getByRole('button', { name: 'Add tag' }).click();
  await expectToast(page, 'Cuisine tag “Ethiopian” added');
  await page.getByRole('cell', { name: 'Ethiopian', exact: true }).waitFor();

  await page.getByRole('button', { name: 'Edit Ethiopian' }).click();
  const form = page.getByRole('form', { name: 'Edit the cuisine tag Ethiopian' });
  await form.getByRole('textbox', { name: 'Title' }).fill('Ethiopian and Eritrean');
  await form.getByRole('button', { name: /Choose an icon/ }).click();
  await page.getByRole('button', { name: 'Soup' }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Cuisine tag “Ethiopian and Eritrean” saved');
  await page.getByRole('cell', { name: 'Ethiopian and Eritrean', exact: true }).waitFor();
  const stored = await page.evaluate(async () => (await (await fetch('/api/cuisine-tags')).json()).data[0]);
  assert.deepEqual(stored.icon_data, { id: 'soup', name: 'soup', set: 'tabler' });

  await page.goto(`${origin}/panel/members`);
  await page.getByRole('link', { name: 'Taco Loco' }).click();
  await page.getByRole('heading', { level: 1, name: 'Edit member' }).waitFor();
  await page.getByRole('combobox', { name: 'Cuisines' }).click();
  await page.getByRole('option', { name: 'Ethiopian and Eritrean' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expectToast(page, 'Member saved');
  assertIncludes(await publicText(browser, `${origin}/members`), 'Ethiopian and Eritrean');

  await page.goto(`${origin}/panel/taxonomy`);
  await page.getByRole('button', { name: 'Delete Ethiopian and Eritrean' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete tag' }).click();
  await expectToast(page, 'Cuisine tag deleted');
  await page
    .getByRole('cell', { name: 'Ethiopian and Eritrean', exact: true })
    .waitFor({ state: 'detached' });
  assertExcludes(await publicText(browser, `${origin}/members`), 'Ethiopian and Eritrean');
});

test('categories are added and deleted', async () => {
  await page.goto(`${origin}/panel/taxonomy`);
  const section = page.getByRole('region', { name: 'Categories' });
  await section.getByRole('textbox', { name: 'New category' }).fill('Specials');
  await section.getByRole('button', { name: 'Add category' }).click();
  await expectToast(page, 'Category “Specials” added');
  await section.getByText('Specials').waitFor();
  await page.getByRole('button', { name: 'Delete the category Specials' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete category' }).click();
  await expectToast(page, 'Category deleted');
  await section.getByText('Specials').waitFor({ state: 'detached' });
  const names = await page.evaluate(async () =>
    (await (await fetch('/api/categories')).json()).data.map((c: { name: string }) => c.name),
  );
  assert.ok(!names.includes('Specials'));
  assert.deepEqual(problems, []);
});
