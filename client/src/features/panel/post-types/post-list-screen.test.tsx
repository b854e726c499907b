import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Type from 'typebox';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { postCollectionBySlug } from '#shared/collections/post-types.ts';
import { DataEnvelope } from '#shared/schemas/common.ts';
import { CuisineTagSchema, type Post, PostSchema } from '#shared/schemas/content.ts';
import { PostsByTypeAnswerSchema, WaitingDraftSchema } from '#shared/schemas/posts.ts';
import { postFixture } from '#shared/testing/post-fixture.ts';
import { apiAnswer } from '../../../test-support/api-answers.ts';
import { renderPanelScreen } from '../../../test-support/panel-screen-render.tsx';
import { stubApi } from '../../../test-support/stubbed-api.ts';
import { PostListScreen } from './post-list-screen.tsx';

function post(id: number, title: string, typeId: number, extra: Partial<Post> = {}): Post {
  return postFixture({
    id,
    _id: `p${id}`,
    post_type_id: typeId,
    url: `/x/${id}`,
    title,
    position: id,
    created_at: '2024-05-01 10:00:00',
    updated_at: '2024-05-02 10:00:00',
    ...extra,
  });
}

let requests: string[];
let writes: { method: string; url: string; body: unknown }[];
/** while set, reads of the trash wait for it */
let trashGate: Promise<void> | undefined;

beforeEach(() => {
  requests = [];
  writes = [];
  trashGate = undefined;
  stubApi(async ({ url, method, body }) => {
    if (method !== 'GET') {
      writes.push({ method, url, body });
      const id = Number(url.split('/')[3]);
      return apiAnswer(DataEnvelope(PostSchema), { data: post(id, 'Changed', 2) });
    }
    // the drafts waiting, read by the status cells: none here
    if (url === '/api/posts/drafts')
      return apiAnswer(DataEnvelope(Type.Array(WaitingDraftSchema)), { data: [] });
    requests.push(url);
    const params = new URL(url, 'http://localhost').searchParams;
    if (url.startsWith('/api/cuisine-tags')) {
      return apiAnswer(DataEnvelope(Type.Array(CuisineTagSchema)), {
        data: [{ id: 5, title: 'Korean', icon_data: { id: 'bowl' } }],
      });
    }
    const typeId = Number(params.get('type'));
    const trash = params.get('deleted') === 'true';
    if (trash) await trashGate;
    const data = trash
      ? [post(9, 'Old one', typeId, { deleted: true })]
      : [
          post(1, 'First', typeId, { external_data: { cuisines: [5] } }),
          post(2, 'Second', typeId, { post_status_id: 1 }),
        ];
    return apiAnswer(PostsByTypeAnswerSchema, { data, meta: { total: data.length, limit: 25, offset: 0 } });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderList(slug: string, options: { dedupingInterval?: number } = {}) {
  const collection = postCollectionBySlug(slug);
  if (!collection) throw new Error(slug);
  const router = renderPanelScreen(
    [{ path: `/panel/${slug}`, element: <PostListScreen collection={collection} /> }],
    `/panel/${slug}`,
    { dedupingInterval: options.dedupingInterval ?? 0 },
  );
  return { collection, router };
}

describe('the generated list screen', () => {
  it('shows the declared columns of members, with cuisine names, status and drag handles', async () => {
    renderList('members');
    await screen.findByRole('link', { name: 'First' });
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.trim());
    expect(headers).toEqual(['Order', 'Title', 'Address', 'Cuisines', 'Status', 'Changed', 'Actions']);
    expect(await screen.findByText('Korean')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move First' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unpublish First' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publish Second' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /New member/ }).getAttribute('href')).toBe('/panel/members/new');
    expect(screen.getByRole('link', { name: 'First' }).getAttribute('href')).toBe('/panel/members/1');
    expect(
      requests.some(
        (r) => r.includes('type=2') && r.includes('sortBy=position') && r.includes('sortDir=asc'),
      ),
    ).toBe(true);
  });

  it('lists the blog newest first, without ordering handles or cuisines', async () => {
    renderList('blog');
    await screen.findByRole('link', { name: 'First' });
    expect(screen.queryByRole('button', { name: 'Move First' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Cuisines' })).toBeNull();
    expect(requests.some((r) => r.startsWith('/api/cuisine-tags'))).toBe(false);
    expect(
      requests.some(
        (r) => r.includes('type=6') && r.includes('sortBy=created_at') && r.includes('sortDir=desc'),
      ),
    ).toBe(true);
  });

  it('sorts by a column from its header, and offers ordering again in manual order', async () => {
    const { router } = renderList('pages');
    await screen.findByRole('button', { name: 'Move First' });
    fireEvent.click(screen.getByRole('button', { name: /^Title/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=title&dir=asc'));
    expect(requests.at(-1)).toContain('sortBy=title');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Move First' })).toBeNull());
    expect(screen.getByRole('columnheader', { name: /^Title/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('publishes and unpublishes from the row, with a toast, and reads the list again', async () => {
    renderList('members');
    fireEvent.click(await screen.findByRole('button', { name: 'Publish Second' }));
    const reads = requests.length;
    expect(await screen.findByText('“Second” published')).toBeTruthy();
    expect(writes).toEqual([{ method: 'PUT', url: '/api/posts/2/status', body: { post_status_id: 2 } }]);
    await waitFor(() => expect(requests.length).toBeGreaterThan(reads));
    fireEvent.click(screen.getByRole('button', { name: 'Unpublish First' }));
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]).toEqual({ method: 'PUT', url: '/api/posts/1/status', body: { post_status_id: 1 } });
  });

  it('offers edit and page layout in the row’s menu, and trashes a row only once confirmed', async () => {
    renderList('members');
    fireEvent.click(await screen.findByRole('button', { name: 'More actions for First' }));
    // without layout, happy-dom makes Mantine hide the open menu as "detached" from its button
    // (display: none) soon after it opens: its items are looked up regardless
    const item = (name: string) => screen.findByRole('menuitem', { name, hidden: true });
    expect((await item('Edit')).getAttribute('href')).toBe('/panel/members/1');
    expect((await item('Page layout')).getAttribute('href')).toBe('/panel/members/1/build');
    fireEvent.click(await item('Move to trash'));
    const dialog = await screen.findByRole('dialog', { name: 'Move “First” to the trash?' });
    expect(writes).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move to trash' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({ method: 'DELETE', url: '/api/posts/1' });
    expect(await screen.findByText('“First” moved to the trash')).toBeTruthy();
  });

  it('filters by the creation dates picked, from the start of the first day to the end of the last', async () => {
    const { router } = renderList('blog');
    await screen.findByRole('link', { name: 'First' });
    fireEvent.change(screen.getByLabelText('Created from'), { target: { value: '2024-05-01' } });
    fireEvent.change(screen.getByLabelText('Created until'), { target: { value: '2024-05-31' } });
    await waitFor(() =>
      expect(
        requests.some(
          (r) =>
            new URL(r, 'http://localhost').searchParams.get('startDate') === '2024-05-01 00:00:00' &&
            new URL(r, 'http://localhost').searchParams.get('endDate') === '2024-05-31 23:59:59',
        ),
      ).toBe(true),
    );
    expect(router.state.location.search).toContain('from=2024-05-01');
    expect(router.state.location.search).toContain('to=2024-05-31');
    expect((screen.getByLabelText('Created from') as HTMLInputElement).value).toBe('2024-05-01');
  });

  it('keeps a year being typed in the field and filters only once the day is whole', async () => {
    const { router } = renderList('blog');
    await screen.findByRole('link', { name: 'First' });
    const from = screen.getByLabelText('Created from') as HTMLInputElement;
    // what a date field reports while "2026" is typed into its year
    for (const partial of ['0002-11-24', '0020-11-24', '0202-11-24']) {
      fireEvent.change(from, { target: { value: partial } });
      expect(from.value).toBe(partial);
      expect(router.state.location.search).not.toContain('from=');
    }
    fireEvent.change(from, { target: { value: '2026-11-24' } });
    await waitFor(() => expect(router.state.location.search).toContain('from=2026-11-24'));
    fireEvent.change(from, { target: { value: '' } });
    await waitFor(() => expect(router.state.location.search).not.toContain('from='));
  });

  it('opens the trash with deleted=true and offers restore and permanent delete', async () => {
    const { router } = renderList('pages');
    await screen.findByRole('link', { name: 'First' });
    fireEvent.click(screen.getByText('Trash'));
    await screen.findByRole('link', { name: 'Old one' });
    expect(router.state.location.search).toBe('?trash=1');
    expect(requests.at(-1)).toContain('deleted=true');
    expect(screen.getByRole('button', { name: 'Restore' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete for good' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Move Old one' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'More actions for Old one' })).toBeNull();
  });

  it('reads the other views again after a row action, even within SWR’s deduping interval', async () => {
    const { router } = renderList('pages', { dedupingInterval: 60_000 });
    await screen.findByRole('link', { name: 'First' });
    fireEvent.click(screen.getByText('Trash'));
    await screen.findByRole('link', { name: 'Old one' });
    fireEvent.click(screen.getByText('All'));
    await screen.findByRole('link', { name: 'First' });
    const trashReads = () => requests.filter((r) => r.includes('deleted=true')).length;
    expect(trashReads()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Unpublish First' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    await screen.findByText('“First” unpublished');
    fireEvent.click(screen.getByText('Trash'));
    await waitFor(() => expect(router.state.location.search).toBe('?trash=1'));
    await waitFor(() => expect(trashReads()).toBe(2));
  });

  it('shows the trash as loading until it is read, never the list’s rows with trash actions', async () => {
    renderList('pages');
    await screen.findByRole('link', { name: 'First' });
    let open = () => {};
    trashGate = new Promise((resolve) => {
      open = resolve;
    });
    fireEvent.click(screen.getByText('Trash'));
    await screen.findByLabelText('Loading');
    expect(screen.queryByRole('link', { name: 'First' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete for good' })).toBeNull();
    open();
    await screen.findByRole('link', { name: 'Old one' });
    expect(screen.getAllByRole('button', { name: 'Delete for good' })).toHaveLength(1);
  });
});
