import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataEnvelope } from '#shared/schemas/common.ts';
import {
  type Submission,
  SubmissionListAnswerSchema,
  type SubmissionRefusals,
  SubmissionSchema,
} from '#shared/schemas/forms.ts';
import { apiAnswer } from '../../../test-support/api-answers.ts';
import { renderPanelScreen } from '../../../test-support/panel-screen-render.tsx';
import { stubApi } from '../../../test-support/stubbed-api.ts';
import { SubmissionsScreen } from './submissions-screen.tsx';

const ADA: Submission = {
  id: 1,
  form: 'catering',
  fields: { name: 'Ada Guest', email: 'ada@example.test', guests: '80', message: 'Tacos for 80.\nOutdoors.' },
  created_at: '2026-03-02 10:00:00',
  status: 'new',
  read_at: null,
  handled_at: null,
  handled_by: null,
};
const BEN: Submission = {
  id: 2,
  form: 'contact',
  fields: { name: 'Ben', email: 'ben@example.test', message: 'Hello' },
  created_at: '2026-03-01 09:00:00',
  status: 'handled',
  read_at: '2026-03-01 10:00:00',
  handled_at: '2026-03-01 11:00:00',
  handled_by: { id: 3, name: 'Ed Itor' },
};

let reads: string[];
let writes: { method: string; url: string; body: unknown }[];
let ada: Submission;
/** `meta.refused` of the list: posts the site refused over its hourly cap */
let refused: SubmissionRefusals | undefined;

beforeEach(() => {
  reads = [];
  writes = [];
  ada = { ...ADA };
  refused = undefined;
  stubApi(async ({ url, method, body }) => {
    if (method !== 'GET') {
      writes.push({ method, url, body });
      if (body?.handled === true)
        ada = {
          ...ada,
          status: 'handled',
          handled_at: '2026-03-03 08:00:00',
          handled_by: { id: 3, name: 'Ed Itor' },
        };
      return apiAnswer(DataEnvelope(SubmissionSchema), { data: ada });
    }
    reads.push(url);
    if (url === '/api/submissions/1') {
      if (ada.status === 'new') ada = { ...ada, status: 'read', read_at: '2026-03-03 07:00:00' };
      return apiAnswer(DataEnvelope(SubmissionSchema), { data: ada });
    }
    if (url.includes('format=csv')) {
      return new Response('id,form\r\n1,catering\r\n', {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="submissions-localhost.csv"',
        },
      });
    }
    const data = [ada, BEN];
    return apiAnswer(SubmissionListAnswerSchema, {
      data,
      meta: {
        total: 2,
        limit: 25,
        offset: 0,
        unread: data.filter((s) => s.status === 'new').length,
        ...(refused ? { refused } : {}),
      },
    });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderInbox(initial = '/panel/submissions') {
  return renderPanelScreen([{ path: '/panel/submissions', element: <SubmissionsScreen /> }], initial, {
    dedupingInterval: 0,
  });
}

describe('the submissions inbox', () => {
  it('lists the submissions with sender, form, status, and counts the new ones', async () => {
    renderInbox();
    const table = await screen.findByRole('table', { name: 'Submissions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.getAttribute('data-status')).toBe('new');
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: 'Ada Guest' })
        .getAttribute('href'),
    ).toBe('/panel/submissions?open=1');
    expect(within(rows[0] as HTMLElement).getByText('New')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Handled')).toBeTruthy();
    expect(screen.getByText('1 new request')).toBeTruthy();
    expect(reads.find((r) => r.startsWith('/api/submissions'))).toBe('/api/submissions?limit=25&offset=0');
  });

  it('says nothing of refusals when there were none, and how many when the hourly cap refused some', async () => {
    renderInbox();
    await screen.findByRole('table', { name: 'Submissions' });
    expect(screen.queryByText(/were refused/)).toBeNull();
    cleanup();

    refused = { count: 12, since: '2026-03-02 14:05:00', hourly_limit: 100 };
    renderInbox();
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('Some submissions were turned away')).toBeTruthy();
    expect(notice.textContent).toContain(
      "Since 2 Mar 2026, 14:05, 12 submissions were refused because the site's hourly limit (100) was reached.",
    );
    expect(await screen.findByRole('table', { name: 'Submissions' })).toBeTruthy();
  });

  it('puts the filters in the address and the list call', async () => {
    const router = renderInbox();
    await screen.findByRole('table', { name: 'Submissions' });
    fireEvent.click(screen.getByRole('radio', { name: 'Handled' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=handled'));
    await waitFor(() => expect(reads.at(-1)).toBe('/api/submissions?status=handled&limit=25&offset=0'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('opens one in the side panel (read), marks it handled, and reads the list again', async () => {
    const router = renderInbox();
    fireEvent.click(await screen.findByRole('link', { name: 'Ada Guest' }));
    await waitFor(() => expect(router.state.location.search).toBe('?open=1'));
    const drawer = await screen.findByRole('dialog', { name: 'Catering request from Ada Guest' });
    expect(await within(drawer).findByText('Guests')).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'ada@example.test' }).getAttribute('href')).toBe(
      'mailto:ada@example.test',
    );
    expect(within(drawer).getByText(/Tacos for 80\.\s+Outdoors\./)).toBeTruthy();
    await waitFor(() => expect(screen.getByText('No new requests')).toBeTruthy());

    const listReads = reads.filter((r) => r.startsWith('/api/submissions?')).length;
    fireEvent.click(within(drawer).getByRole('button', { name: 'Mark handled' }));
    await waitFor(() =>
      expect(writes).toEqual([{ method: 'PATCH', url: '/api/submissions/1', body: { handled: true } }]),
    );
    expect(await within(drawer).findByText(/Handled .* by Ed Itor/)).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Mark not handled' })).toBeTruthy();
    await waitFor(() =>
      expect(reads.filter((r) => r.startsWith('/api/submissions?')).length).toBeGreaterThan(listReads),
    );
  });

  it('marks one unread and closes it; deletes one only after a confirmation', async () => {
    const router = renderInbox('/panel/submissions?open=1');
    const drawer = await screen.findByRole('dialog', { name: 'Catering request from Ada Guest' });
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Mark unread' }));
    await waitFor(() => expect(writes.at(-1)).toMatchObject({ method: 'PATCH', body: { read: false } }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // the closing drawer stays in the document while it animates out: opening it again before it
    // is gone would find (and click in) the old one, which is about to unmount
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Catering request from Ada Guest' })).toBeNull(),
    );

    await router.navigate('/panel/submissions?open=1');
    const again = await screen.findByRole('dialog', { name: 'Catering request from Ada Guest' });
    fireEvent.click(await within(again).findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this submission?' });
    expect(writes.some((w) => w.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(writes.at(-1)).toMatchObject({ method: 'DELETE', url: '/api/submissions/1' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('downloads the CSV of the current filter', async () => {
    const created: Blob[] = [];
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL(blob: Blob) {
          created.push(blob);
          return 'blob:x';
        }
        static override revokeObjectURL() {}
      },
    );
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this.download);
    });
    renderInbox('/panel/submissions?form=catering&status=new');
    await screen.findByRole('table', { name: 'Submissions' });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicks).toEqual(['submissions-localhost.csv']));
    expect(reads.at(-1)).toBe('/api/submissions?form=catering&status=new&format=csv');
    expect(await created[0]?.text()).toBe('id,form\r\n1,catering\r\n');
    click.mockRestore();
  });
});
