/**
 * The generated form enforces what the collection's create body says (shared/collections/
 * site-collection-panel.ts `fieldRulesOf`), with nothing declared twice in the panel part: a name
 * longer than the schema's maxLength, or a required field left empty, is named on its field and
 * nothing is sent.
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import Type from 'typebox';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CategorySchema, FaqCategorySchema } from '#shared/schemas/content.ts';
import { apiAnswer } from '../../../test-support/api-answers.ts';
import { renderPanelScreen, stubDocumentFonts } from '../../../test-support/panel-screen-render.tsx';
import { SiteCollectionSection } from './site-collection-section.tsx';
import { SiteItemForm } from './site-item-form.tsx';

let writes: string[];

beforeEach(() => {
  stubDocumentFonts();
  writes = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      if (method === 'GET' && url === '/api/categories')
        return apiAnswer(Type.Object({ data: Type.Array(CategorySchema) }), { data: [] });
      if (method === 'GET' && url === '/api/faq-categories')
        return apiAnswer(Type.Array(FaqCategorySchema), []);
      writes.push(`${method} ${url}`);
      throw new Error(`unexpected ${method} ${url}`);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderAt = (element: React.ReactNode) =>
  renderPanelScreen([{ path: '/', element }], '/', { dedupingInterval: 0 });

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
    expect(question).toHaveProperty('required', true);
    expect(question.getAttribute('maxlength')).toBe('500');
    fireEvent.change(question, { target: { value: 'q'.repeat(501) } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add question' }));
    await within(form).findByText('At most 500 characters');
    within(form).getByText('Write the answer');
    expect(within(form).getByRole('combobox', { name: 'Category' })).toHaveProperty('required', false);
    expect(writes).toEqual([]);
  });
});
