/**
 * The generated section of a site-scoped collection, rendered from its declaration
 * (shared/collections/content-collections.ts `panel`): its fields, an add, a change, a taken name
 * (409) shown on its field, a delete asked first; and the FAQ's dialog form with its category
 * chosen among the FAQ categories. The form keeps what the collection's create body says
 * (shared/collections/site-collection-panel.ts `fieldRulesOf`), declared nowhere else: a text over
 * the schema's maxLength, or a required field left empty, is named on its field and nothing is sent.
 */
import { TextInput } from '@mantine/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Type from 'typebox';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CategorySchema, CuisineTagSchema, FaqCategorySchema, FaqSchema } from '#shared/schemas/content.ts';
import { apiAnswer, apiErrorAnswer } from '../../../test-support/api-answers.ts';
import { renderPanelScreen, stubDocumentFonts } from '../../../test-support/panel-screen-render.tsx';
import { stubApi } from '../../../test-support/stubbed-api.ts';
import type { CustomField } from './site-collection-overrides.ts';
import { SiteCollectionSection } from './site-collection-section.tsx';
import { SiteItemForm } from './site-item-form.tsx';

type Row = Record<string, unknown> & { id: number };
let lists: Record<string, Row[]>;
let writes: { method: string; url: string; body: unknown }[];

const data = (rows: Row[]) => ({ data: rows });

/** a screen's override of the cuisine tags' custom field: here its icon's name as text */
const ICON_BY_NAME: CustomField = {
  Input: ({ label, value, onChange, error }) => (
    <TextInput
      label={label}
      value={String(value)}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
    />
  ),
  fromItem: (tag) => String((tag?.icon_data as { name?: string } | undefined)?.name ?? ''),
  toBody: (name) => ({ id: name, name, set: 'tabler' }),
  isEmpty: (name) => !name,
  Cell: ({ item }) => <span>icon {String((item.icon_data as { name?: string }).name)}</span>,
};

beforeEach(() => {
  stubDocumentFonts();
  writes = [];
  lists = {
    '/api/categories': [{ id: 1, name: 'Specials' }],
    '/api/cuisine-tags': [{ id: 7, title: 'Korean', icon_data: { id: 'soup', name: 'soup', set: 'tabler' } }],
    '/api/faq-categories': [{ id: 3, name: 'Parking' }],
    '/api/faqs': [],
  };
  stubApi(({ url, method, body }) => {
    if (method !== 'GET') writes.push({ method, url, body });
    if (method === 'GET' && url === '/api/categories')
      return apiAnswer(Type.Object({ data: Type.Array(CategorySchema) }), data(lists[url] ?? []) as never);
    if (method === 'GET' && url === '/api/cuisine-tags')
      return apiAnswer(Type.Object({ data: Type.Array(CuisineTagSchema) }), data(lists[url] ?? []) as never);
    if (method === 'GET' && url === '/api/faq-categories')
      return apiAnswer(Type.Array(FaqCategorySchema), (lists[url] ?? []) as never);
    if (method === 'GET' && url === '/api/faqs')
      return apiAnswer(Type.Array(FaqSchema), (lists[url] ?? []) as never);
    if (method === 'POST' && url === '/api/categories') {
      if (body.name === 'specials') {
        return apiErrorAnswer({
          statusCode: 409,
          message: 'This site already has a category of that name',
          errors: { name: ['This site already has a category of that name'] },
        });
      }
      const created = { id: 2, name: body.name };
      lists[url] = [...(lists[url] ?? []), created];
      return apiAnswer(Type.Object({ data: CategorySchema }), { data: created });
    }
    if (method === 'DELETE' && url === '/api/categories/1') {
      lists['/api/categories'] = (lists['/api/categories'] ?? []).filter((row) => row.id !== 1);
      return apiAnswer(Type.Object({ data: Type.Object({ id: Type.Integer() }) }), { data: { id: 1 } });
    }
    if (method === 'PUT' && url === '/api/cuisine-tags/7') {
      const changed = { id: 7, ...body };
      lists['/api/cuisine-tags'] = [changed];
      return apiAnswer(Type.Object({ data: CuisineTagSchema }), { data: changed });
    }
    if (method === 'POST' && url === '/api/faqs') {
      const created = { id: 9, position: 1, ...body };
      lists[url] = [created];
      return apiAnswer(FaqSchema, created);
    }
    throw new Error(`unexpected ${method} ${url}`);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderAt = (element: React.ReactNode) =>
  renderPanelScreen([{ path: '/', element }], '/', { dedupingInterval: 0 });

describe('the generated section of a site-scoped collection', () => {
  it('lists names as badges, adds one, shows a taken name (409) on its field, deletes after asking', async () => {
    renderAt(<SiteCollectionSection slug="categories" />);
    const section = await screen.findByRole('region', { name: 'Categories' });
    await within(section).findByText('Specials');

    const name = within(section).getByRole('textbox', { name: 'New category' });
    fireEvent.click(within(section).getByRole('button', { name: 'Add category' }));
    await within(section).findByText('Give the category a name');
    expect(writes).toEqual([]);

    fireEvent.change(name, { target: { value: '  Mains ' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Add category' }));
    await within(section).findByText('Mains');
    expect(writes).toEqual([{ method: 'POST', url: '/api/categories', body: { name: 'Mains' } }]);
    await screen.findByText('Category “Mains” added');
    expect(name).toHaveProperty('value', '');

    fireEvent.change(name, { target: { value: 'specials' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Add category' }));
    await waitFor(() => expect(name.getAttribute('aria-describedby') ?? '').toMatch(/error/));
    const described = document.getElementById(
      String(name.getAttribute('aria-describedby'))
        .split(' ')
        .find((id) => id.includes('error')) ?? '',
    );
    expect(described?.textContent).toBe('This site already has a category of that name');
    expect(name).toHaveProperty('value', 'specials');

    fireEvent.click(within(section).getByRole('button', { name: 'Delete the category Specials' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the category “Specials”?' });
    within(dialog).getByText('It is removed from this site.');
    expect(writes.some((w) => w.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete category' }));
    await waitFor(() => expect(within(section).queryByText('Specials')).toBeNull());
    expect(writes.at(-1)).toEqual({ method: 'DELETE', url: '/api/categories/1', body: undefined });
    await screen.findByText('Category deleted');
  });

  it('lists declared columns in a table (a custom cell), and changes a row in place by the declared method', async () => {
    renderAt(
      <SiteCollectionSection slug="cuisine-tags" overrides={{ fields: { icon_data: ICON_BY_NAME } }} />,
    );
    const section = await screen.findByRole('region', { name: 'Cuisine tags' });
    const table = await within(section).findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Icon', 'Title', 'Actions']);
    await within(table).findByRole('cell', { name: 'Korean' });
    within(table).getByRole('cell', { name: 'icon soup' });

    fireEvent.click(within(table).getByRole('button', { name: 'Edit Korean' }));
    const form = await screen.findByRole('form', { name: 'Edit the cuisine tag Korean' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Title' }), {
      target: { value: 'Korean BBQ' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Icon' }), { target: { value: 'grill' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await within(table).findByRole('cell', { name: 'Korean BBQ' });
    expect(writes).toEqual([
      {
        method: 'PUT',
        url: '/api/cuisine-tags/7',
        body: { title: 'Korean BBQ', icon_data: { id: 'grill', name: 'grill', set: 'tabler' } },
      },
    ]);
    await screen.findByText('Cuisine tag “Korean BBQ” saved');
    expect(screen.queryByRole('form', { name: 'Edit the cuisine tag Korean' })).toBeNull();
  });

  it('makes a dialog form of the declared fields, its choice among another collection’s items', async () => {
    const done = vi.fn();
    renderAt(<SiteItemForm slug="faqs" layout="dialog" defaults={{ category: 3 }} onDone={done} />);
    const form = await screen.findByRole('form', { name: 'Question' });
    const question = within(form).getByRole('textbox', { name: 'Question' });
    expect(question).toHaveProperty('required', true);
    expect(question.getAttribute('maxlength')).toBe('500');
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: 'Category' })).toHaveProperty('value', 'Parking'),
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Add question' }));
    await within(form).findByText('Write the question');
    within(form).getByText('Write the answer');
    expect(writes).toEqual([]);
    expect(done).not.toHaveBeenCalled();
  });
});

describe("the generated form keeps the create body's rules", () => {
  it('refuses a name longer than the schema allows (NamedBodySchema: 200), sending nothing', async () => {
    renderAt(<SiteCollectionSection slug="categories" />);
    const section = await screen.findByRole('region', { name: 'Categories' });
    const name = within(section).getByRole('textbox', { name: 'New category' });
    expect(name.getAttribute('maxlength')).toBe('200');
    fireEvent.change(name, { target: { value: 'x'.repeat(201) } });
    fireEvent.click(within(section).getByRole('button', { name: 'Add category' }));
    await within(section).findByText('At most 200 characters');
    expect(writes).toEqual([]);
  });

  it('requires what the schema requires (the question, the answer), not the optional category', async () => {
    renderAt(<SiteItemForm slug="faqs" layout="dialog" />);
    const form = await screen.findByRole('form', { name: 'Question' });
    const question = within(form).getByRole('textbox', { name: 'Question' });
    fireEvent.change(question, { target: { value: 'q'.repeat(501) } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add question' }));
    await within(form).findByText('At most 500 characters');
    within(form).getByText('Write the answer');
    expect(within(form).getByRole('combobox', { name: 'Category' })).toHaveProperty('required', false);
    expect(writes).toEqual([]);
  });
});
