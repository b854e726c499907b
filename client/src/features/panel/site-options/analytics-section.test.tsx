/**
 * The analytics items' screen is their collection's generated section with the screen's overrides
 * (analytics-section.tsx): what each item loads and where, an admin told that code of one's own is
 * an owner's and kept from changing it, a service added through the provider picker by its id with
 * the declared toast, and a delete asked first with the item's summary.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Type from 'typebox';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '#shared/api-paths.ts';
import { ROLE, type RoleId } from '#shared/ids/roles.ts';
import { DataEnvelope } from '#shared/schemas/common.ts';
import { AccountSchema } from '#shared/schemas/content.ts';
import { type AnalyticsItem, AnalyticsItemSchema } from '#shared/schemas/domain-options.ts';
import { apiAnswer } from '../../../test-support/api-answers.ts';
import { renderPanelScreen, stubDocumentFonts } from '../../../test-support/panel-screen-render.tsx';
import { stubApi } from '../../../test-support/stubbed-api.ts';
import { AnalyticsSection } from './analytics-section.tsx';

const OWN_SCRIPT: AnalyticsItem = {
  id: 1,
  type: 'script',
  src: 'https://stats.example.com/s.js',
  custom_id: null,
  async: true,
  defer: false,
  tag_position: 'head',
  code: null,
  name: 'Counter',
  content: null,
  content_type: null,
  external_analytics: false,
  external_analytics_type: null,
};

let items: AnalyticsItem[];
let writes: { method: string; url: string; body: unknown }[];

function answerAs(role: RoleId) {
  stubApi(({ url, method, body }) => {
    if (method !== 'GET') writes.push({ method, url, body });
    if (url === API.account.self)
      return apiAnswer(DataEnvelope(AccountSchema), {
        data: {
          user: { id: 2, firstname: 'Ada', lastname: 'Admin', email: 'ada@example.test' },
          domains: [{ id: 1, host: 'localhost' }],
          roles: [{ id: role }],
        },
      });
    if (method === 'GET' && url === API.analytics)
      return apiAnswer(DataEnvelope(Type.Array(AnalyticsItemSchema)), { data: items });
    if (method === 'POST' && url === API.analytics) {
      const created = { ...OWN_SCRIPT, ...body, id: 2 };
      items = [...items, created];
      return apiAnswer(DataEnvelope(AnalyticsItemSchema), { data: created }, { status: 201 });
    }
    if (method === 'DELETE' && url === API.analyticsItem(1)) {
      items = items.filter((item) => item.id !== 1);
      return apiAnswer(DataEnvelope(Type.Object({ id: Type.Integer() })), { data: { id: 1 } });
    }
    throw new Error(`unexpected ${method} ${url}`);
  });
}

beforeEach(() => {
  stubDocumentFonts();
  items = [OWN_SCRIPT];
  writes = [];
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderSection = () =>
  renderPanelScreen([{ path: '/', element: <AnalyticsSection /> }], '/', { dedupingInterval: 0 });

describe('the analytics items’ section', () => {
  it('shows an admin what each item loads and where, and keeps code of one’s own for owners', async () => {
    answerAs(ROLE.admin);
    renderSection();
    const section = await screen.findByRole('region', { name: 'Analytics' });
    const table = await within(section).findByRole('table');
    // each declared column, drawn by the screen's cells
    for (const [column, cell] of [
      ['Type', 'Script'],
      ['Loads or sets', 'Counter: https://stats.example.com/s.js'],
      ['Where', 'Head, async'],
    ]) {
      within(table).getByRole('columnheader', { name: column });
      within(table).getByText(cell as string);
    }
    await within(section).findByText(/only an owner may add or change them/);
    await waitFor(() =>
      expect(
        within(table).getByRole('button', { name: 'Edit https://stats.example.com/s.js' }),
      ).toHaveProperty('disabled', true),
    );

    fireEvent.click(within(section).getByRole('button', { name: 'Add an item' }));
    const dialog = await screen.findByRole('dialog', { name: 'New analytics item' });
    const form = within(dialog).getByRole('form', { name: 'Analytics item' });
    // the lengths are the collection's create body's
    expect(within(form).getByRole('textbox', { name: /^Name/ }).getAttribute('maxlength')).toBe('200');
    fireEvent.click(within(form).getByRole('button', { name: 'Add item' }));
    await within(form).findByText('The domain as it is set up in Plausible, e.g. trucks.example');
    expect(writes).toEqual([]);
    fireEvent.change(within(form).getByRole('textbox', { name: /^Site domain/ }), {
      target: { value: 'bao.example' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Add item' }));
    await screen.findByText('Analytics item added');
    expect(writes).toMatchObject([
      {
        method: 'POST',
        url: API.analytics,
        body: { external_analytics: true, external_analytics_type: 'plausible', content: 'bao.example' },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New analytics item' })).toBeNull());
  });

  it('lets an owner change code of one’s own, and deletes an item after asking', async () => {
    answerAs(ROLE.owner);
    renderSection();
    const section = await screen.findByRole('region', { name: 'Analytics' });
    const edit = await within(section).findByRole('button', { name: 'Edit https://stats.example.com/s.js' });
    await waitFor(() => expect(edit).toHaveProperty('disabled', false));
    expect(within(section).queryByText(/only an owner may add or change them/)).toBeNull();

    fireEvent.click(within(section).getByRole('button', { name: 'Delete https://stats.example.com/s.js' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this analytics item?' });
    within(confirm).getByText('https://stats.example.com/s.js. The site stops loading it at once.');
    expect(writes).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete item' }));
    await screen.findByText('Analytics item deleted');
    expect(writes).toEqual([{ method: 'DELETE', url: API.analyticsItem(1), body: undefined }]);
    await within(section).findByText('No analytics items yet.');
  });
});
