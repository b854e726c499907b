import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST_TYPE_SCREENS } from '#shared/post-type-screens.ts';
import type { Post } from '#shared/schemas/content.ts';
import { swrFetcher } from '../../../http/api-client.ts';
import { StaffThemeProvider } from '../../../staff/staff-theme-provider.tsx';
import { PostListScreen } from './post-list-screen.tsx';

function post(id: number, title: string, typeId: number, extra: Partial<Post> = {}): Post {
  return {
    id,
    _id: `p${id}`,
    post_status_id: 2,
    post_type_id: typeId,
    url: `/x/${id}`,
    title,
    attributes: { title: '', url: '', description: '' },
    media: {},
    external_data: {},
    post_body: { root: { props: {} }, content: [], zones: {} },
    no_index: false,
    no_follow: false,
    show_in_sitemap: true,
    position: id,
    deleted: false,
    created_at: '2024-05-01 10:00:00',
    updated_at: '2024-05-02 10:00:00',
    ...extra,
  };
}

let requests: string[];

beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      requests.push(url);
      const params = new URL(url, 'http://localhost').searchParams;
      if (url.startsWith('/api/cuisine-tags')) {
        return new Response(
          JSON.stringify({ data: [{ id: 5, title: 'Korean', icon_data: { id: 'bowl' } }] }),
        );
      }
      const typeId = Number(params.get('type'));
      const trash = params.get('deleted') === 'true';
      const data = trash
        ? [post(9, 'Old one', typeId, { deleted: true })]
        : [
            post(1, 'First', typeId, { external_data: { cuisines: [5] } }),
            post(2, 'Second', typeId, { post_status_id: 1 }),
          ];
      return new Response(JSON.stringify({ data, meta: { total: data.length, limit: 25, offset: 0 } }));
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderList(segment: string) {
  const type = POST_TYPE_SCREENS.find((t) => t.panelSegment === segment);
  if (!type) throw new Error(segment);
  const router = createMemoryRouter(
    [{ path: `/panel/${segment}`, element: <PostListScreen type={type} /> }],
    {
      initialEntries: [`/panel/${segment}`],
    },
  );
  render(
    <SWRConfig value={{ fetcher: swrFetcher, provider: () => new Map(), dedupingInterval: 0 }}>
      <StaffThemeProvider>
        <RouterProvider router={router} />
      </StaffThemeProvider>
    </SWRConfig>,
  );
  return { type, router };
}

describe('the generated list screen', () => {
  it('shows the declared columns of members, with cuisine names, status and drag handles', async () => {
    renderList('members');
    await screen.findByRole('link', { name: 'First' });
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.trim());
    expect(headers).toEqual(['Order', 'Title', 'Address', 'Cuisines', 'Status', 'Changed', 'Actions']);
    expect(screen.getByText('Korean')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move First' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unpublish First' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publish Second' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /New member/ }).getAttribute('href')).toBe('/panel/members/new');
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
    expect(
      requests.some(
        (r) => r.includes('type=6') && r.includes('sortBy=created_at') && r.includes('sortDir=desc'),
      ),
    ).toBe(true);
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
  });
});
