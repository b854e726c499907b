import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import Type from 'typebox';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { postCollectionBySlug } from '#shared/collections/post-types.ts';
import { DataEnvelope } from '#shared/schemas/common.ts';
import { CuisineTagSchema, type Post, PostSchema } from '#shared/schemas/content.ts';
import { PostDraftSchema, PostSavedSchema, PostsByTypeAnswerSchema } from '#shared/schemas/posts.ts';
import { postFixture } from '#shared/testing/post-fixture.ts';
import { apiAnswer, apiFieldErrorsAnswer } from '../../../test-support/api-answers.ts';
import { renderPanelScreen, stubDocumentFonts } from '../../../test-support/panel-screen-render.tsx';
import { stubApi } from '../../../test-support/stubbed-api.ts';
import { PostEditScreen } from './post-edit-screen.tsx';

let posted: { url: string; method: string; body: unknown }[];

const BLOG_POST: Post = postFixture({
  id: 7,
  _id: 'blog7',
  post_status_id: 1,
  post_type_id: 6,
  url: '/blog/opening-day',
  title: 'Opening day',
  attributes: { title: 'Opening day', url: '', description: '' },
  created_at: '2024-05-01 10:00:00',
  updated_at: '2024-05-01 10:00:00',
});

beforeEach(() => {
  posted = [];
  stubDocumentFonts();
  stubApi(async ({ url, method, body }) => {
    if (method === 'PUT') {
      posted.push({ url, method: 'PUT', body });
      const post = { ...BLOG_POST, ...body, post_body: body.post_body ?? BLOG_POST.post_body };
      return apiAnswer(DataEnvelope(PostSavedSchema), { data: { post, draft: null } });
    }
    if (url === `/api/posts/${BLOG_POST.id}`) return apiAnswer(PostSchema, BLOG_POST);
    if (url === `/api/posts/${BLOG_POST.id}/draft`) {
      return apiAnswer(DataEnvelope(Type.Union([PostDraftSchema, Type.Null()])), { data: null });
    }
    if (method === 'POST') {
      posted.push({ url, method: 'POST', body });
      if (body.url === '/members/taken') {
        return apiFieldErrorsAnswer(409, 'Taken', {
          url: ['This url is already used by another post of this site'],
        });
      }
      // the created post, as the API answers it (bare, docs/product.md#api)
      return apiAnswer(
        PostSchema,
        {
          id: 42,
          _id: 'new42',
          post_status_id: body.post_status_id,
          post_type_id: body.post_type_id,
          url: body.url,
          title: body.title,
          attributes: body.attributes,
          media: {},
          external_data: body.external_data ?? {},
          post_body: body.post_body ?? { root: { props: {} }, content: [], zones: {} },
          no_index: body.no_index,
          no_follow: body.no_follow,
          show_in_sitemap: body.show_in_sitemap,
          position: 0,
          deleted: false,
          created_at: '2024-05-01 10:00:00',
          updated_at: '2024-05-01 10:00:00',
        },
        { status: 201 },
      );
    }
    // the staff member's sites (the managed site's address for "View on the site")
    if (url.startsWith('/api/options/domains')) return apiAnswer(Type.Array(Type.Unknown()), []);
    if (url.startsWith('/api/cuisine-tags')) {
      return apiAnswer(DataEnvelope(Type.Array(CuisineTagSchema)), { data: [] });
    }
    return apiAnswer(PostsByTypeAnswerSchema, { data: [], meta: { total: 0, limit: 25, offset: 0 } });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The edit screen of the collection at `/panel/{segment}/{entry}` ('new' or an id). */
function renderScreen(segment: string, entry: string) {
  const collection = postCollectionBySlug(segment);
  if (!collection) throw new Error(segment);
  const screenPath = entry === 'new' ? `/panel/${segment}/new` : `/panel/${segment}/:id`;
  return renderPanelScreen(
    [
      { path: screenPath, element: <PostEditScreen collection={collection} /> },
      { path: `/panel/${segment}/:id`, element: <p>edit screen</p> },
    ],
    `/panel/${segment}/${entry}`,
  );
}

const renderNew = (segment: string) => renderScreen(segment, 'new');

describe('the generated new screen', () => {
  it('has the fields its type declares', async () => {
    renderNew('members');
    await screen.findByRole('heading', { name: 'New member' });
    expect(screen.getByRole('textbox', { name: /Description/ })).toBeTruthy();
    expect(screen.getByText('Cuisines')).toBeTruthy();
    expect(screen.getByText('About the member')).toBeTruthy();
    cleanup();
    renderNew('blog');
    await screen.findByRole('heading', { name: 'New blog post' });
    expect(screen.queryByText('Cuisines')).toBeNull();
    expect(screen.getByText('Article')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Summary/ })).toBeTruthy();
  });

  it('offers the address from the title, shows the API’s url error on the field, then creates', async () => {
    const router = renderNew('members');
    const title = await screen.findByRole('textbox', { name: /^Title\s*\*?$/ });
    fireEvent.change(title, { target: { value: 'Taken' } });
    const address = screen.getByRole('textbox', { name: /^Address\s*\*?$/ }) as HTMLInputElement;
    await waitFor(() => expect(address.value).toBe('/members/taken'));
    fireEvent.click(screen.getAllByRole('button', { name: 'Create member' })[0] as HTMLElement);
    await waitFor(() => expect(address.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = address.getAttribute('aria-describedby') ?? '';
    const fieldError = describedBy
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .find((text) => text?.includes('already used'));
    expect(fieldError).toBe('This url is already used by another post of this site');
    // and the error toast of docs/product.md#errors, as for every refused write
    await waitFor(() =>
      expect(document.querySelector('[data-sonner-toast]')?.textContent).toContain(
        'This url is already used by another post of this site',
      ),
    );

    fireEvent.change(address, { target: { value: '/members/taco-two' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Create member' })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/members/42'));
    expect(posted.at(-1)?.body).toMatchObject({
      title: 'Taken',
      url: '/members/taco-two',
      post_type_id: 2,
      post_status_id: 1,
      external_data: { cuisines: [] },
    });
  });
});

describe('the generated edit screen', () => {
  it('saves the details and the text in one request', async () => {
    renderScreen('blog', String(BLOG_POST.id));
    const title = await screen.findByRole('textbox', { name: /^Title\s*\*?$/ });
    // a blog post's article repeats its title: a new title changes the details and the body
    fireEvent.change(title, { target: { value: 'Opening night' } });
    fireEvent.click(screen.getAllByRole('button', { name: /^Save/ })[0] as HTMLElement);
    await waitFor(() =>
      expect(document.querySelector('[data-sonner-toast]')?.textContent).toContain('saved'),
    );
    const writes = posted.filter((write) => write.method === 'PUT');
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatchObject({
      url: `/api/posts/${BLOG_POST.id}`,
      body: { title: 'Opening night', post_body: { content: [{ type: 'BlogPost' }] } },
    });
  });
});
