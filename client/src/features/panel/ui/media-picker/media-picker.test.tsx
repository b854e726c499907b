import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataEnvelope } from '#shared/schemas/common.ts';
import { type Media, MediaSchema } from '#shared/schemas/content.ts';
import { MediaListAnswerSchema } from '#shared/schemas/media-requests.ts';
import { swrFetcher } from '../../../../http/api-client.ts';
import { StaffThemeProvider } from '../../../../staff/staff-theme-provider.tsx';
import { apiAnswer } from '../../../../test-support/api-answers.ts';
import { FakeXhr } from '../../../../test-support/fake-xhr.ts';
import { libraryImage as item } from '../../../../test-support/library-image.ts';
import { MediaPicker, type PickedMedia } from './media-picker.tsx';

const LIBRARY = Array.from({ length: 30 }, (_, i) =>
  item(30 - i, i === 1 ? '' : `Image ${30 - i}`, i === 0 ? 'logo.png' : `photo-${30 - i}.jpg`),
);

let reads: string[];

beforeEach(() => {
  reads = [];
  FakeXhr.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      reads.push(`${url.pathname}${url.search}`);
      const search = url.searchParams.get('search')?.toLowerCase();
      const limit = Number(url.searchParams.get('limit'));
      const offset = Number(url.searchParams.get('offset'));
      const matching = LIBRARY.filter(
        (m) =>
          !search || m.alt.toLowerCase().includes(search) || (m.name ?? '').toLowerCase().includes(search),
      );
      return apiAnswer(MediaListAnswerSchema, {
        data: matching.slice(offset, offset + limit),
        meta: { total: matching.length, limit, offset },
      });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * Answers the alt texts the picker saves (`PATCH /api/media/:id`) with `saved(id, alt)`, the
 * library's reads as before; answers the patches sent, in order.
 */
function answerAltTexts(saved: (id: number, alt: string) => Media) {
  const list = vi.mocked(fetch).getMockImplementation();
  const patches: { path: string; body: unknown }[] = [];
  vi.mocked(fetch).mockImplementation(async (input, init) => {
    if (init?.method === 'PATCH') {
      const path = new URL(String(input), 'http://localhost').pathname;
      const body = JSON.parse(String(init.body)) as { alt: string };
      patches.push({ path, body });
      return apiAnswer(DataEnvelope(MediaSchema), { data: saved(Number(path.split('/').at(-1)), body.alt) });
    }
    return (list as NonNullable<typeof list>)(input, init);
  });
  return patches;
}

function renderPicker(requireAlt = false) {
  const picked: PickedMedia[] = [];
  const onClose = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '/panel/site-options',
        element: (
          <MediaPicker
            opened
            onClose={onClose}
            onPick={(m) => picked.push(m)}
            title="Choose the logo"
            requireAlt={requireAlt}
          />
        ),
      },
    ],
    { initialEntries: ['/panel/site-options'] },
  );
  render(
    <SWRConfig value={{ fetcher: swrFetcher, provider: () => new Map(), dedupingInterval: 0 }}>
      <StaffThemeProvider>
        <RouterProvider router={router} />
      </StaffThemeProvider>
    </SWRConfig>,
  );
  return { picked, onClose };
}

const dialog = () => screen.getByRole('dialog', { name: 'Choose the logo' });

describe('the media picker', () => {
  it('shows the library with alt texts, searches it, pages it, and answers the chosen id and url', async () => {
    const { picked, onClose } = renderPicker();
    const images = await within(await screen.findByRole('dialog')).findByRole('list', { name: 'Images' });
    expect(within(images).getAllByRole('button')).toHaveLength(12);
    expect(within(images).getByText('Image 30')).toBeTruthy();
    expect(within(images).getByText('Missing alt text')).toBeTruthy();
    expect(within(dialog()).getByText('30 images')).toBeTruthy();
    expect(reads[0]).toBe('/api/media?limit=12&offset=0');

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Page 3' }));
    await within(dialog()).findByText('Image 6');
    expect(reads).toContain('/api/media?limit=12&offset=24');

    fireEvent.change(within(dialog()).getByRole('searchbox', { name: 'Search the library' }), {
      target: { value: 'logo' },
    });
    await waitFor(() => expect(reads).toContain('/api/media?limit=12&offset=0&search=logo'));
    const found = await within(dialog()).findByText('logo.png');
    expect(within(dialog()).getByText('1 image matching “logo”')).toBeTruthy();

    const use = within(dialog()).getByRole('button', { name: 'Use this image' });
    expect(use.hasAttribute('disabled')).toBe(true);
    const tile = found.closest('button') as HTMLButtonElement;
    fireEvent.click(tile);
    expect(tile.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(use);
    expect(picked).toEqual([{ id: 30, url: '/media/localhost/library/h30.webp', alt: 'Image 30' }]);
    expect(onClose).toHaveBeenCalled();
  });

  it('uploads dropped images with a progress bar each, refuses a non-image, and uses the upload', async () => {
    const { picked } = renderPicker();
    fireEvent.click(await screen.findByRole('tab', { name: 'Upload' }));
    expect(within(dialog()).getByText(/JPEG, PNG, WebP, GIF or AVIF, at most 20 MB each\./)).toBeTruthy();
    const zone = within(dialog()).getByTestId('media-dropzone');
    const files = [
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
      new File([new Uint8Array(2048)], 'logo.png', { type: 'image/png' }),
    ];
    await act(async () => {
      fireEvent.drop(zone, { dataTransfer: { files, types: ['Files'] } });
    });
    const uploads = within(dialog()).getByRole('list', { name: 'Uploads' });
    expect(within(uploads).getByRole('alert').textContent).toBe(
      '“notes.txt” is not an image. Choose a JPEG, PNG, WebP, GIF or AVIF file.',
    );
    expect(FakeXhr.all).toHaveLength(1);
    const xhr = FakeXhr.last as FakeXhr;
    await act(async () => xhr.progress(1024, 2048));
    const bar = within(uploads).getByRole('progressbar', { name: 'Upload of logo.png' });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(within(uploads).getByText('Uploading, 50 %')).toBeTruthy();
    await act(async () => xhr.answer(201, { data: item(31, '', 'logo.png') }));
    expect(within(uploads).getByText('Uploaded')).toBeTruthy();
    fireEvent.click(within(uploads).getByRole('button', { name: 'Use this image' }));
    expect(picked).toEqual([{ id: 31, url: '/media/localhost/library/h31.webp', alt: '' }]);
  });

  it('gives each dropped image its own alt text, not one text for them all', async () => {
    const patches = answerAltTexts((id, alt) => item(id, alt, `file-${id}.png`));
    const { picked } = renderPicker();
    fireEvent.click(await screen.findByRole('tab', { name: 'Upload' }));
    const names = ['poster.png', 'logo.png', 'favicon.png'];
    await act(async () => {
      fireEvent.drop(within(dialog()).getByTestId('media-dropzone'), {
        dataTransfer: {
          files: names.map((name) => new File([new Uint8Array(64)], name, { type: 'image/png' })),
          types: ['Files'],
        },
      });
    });
    // no alt text goes with the files: each is sent bare, one after the other
    for (const [index, name] of names.entries()) {
      const xhr = FakeXhr.all[index] as FakeXhr;
      expect(xhr.body?.get('alt') ?? '').toBe('');
      await act(async () => xhr.answer(201, { data: item(40 + index, '', name) }));
    }
    const uploads = within(dialog()).getByRole('list', { name: 'Uploads' });
    for (const name of names) {
      expect(within(uploads).getByRole('textbox', { name: `Alt text of ${name}` })).toBeTruthy();
    }
    fireEvent.change(within(uploads).getByRole('textbox', { name: 'Alt text of poster.png' }), {
      target: { value: 'Burger Bus poster' },
    });
    fireEvent.change(within(uploads).getByRole('textbox', { name: 'Alt text of logo.png' }), {
      target: { value: 'Burger Bus logo' },
    });
    fireEvent.click(within(uploads).getByRole('button', { name: 'Save alt text of poster.png' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    fireEvent.click(within(uploads).getByRole('button', { name: 'Save alt text of logo.png' }));
    await waitFor(() => expect(patches).toHaveLength(2));
    expect(patches).toEqual([
      { path: '/api/media/40', body: { alt: 'Burger Bus poster' } },
      { path: '/api/media/41', body: { alt: 'Burger Bus logo' } },
    ]);
    // the favicon keeps no alt text until someone writes its own
    const favicon = within(uploads).getByRole('textbox', {
      name: 'Alt text of favicon.png',
    }) as HTMLInputElement;
    expect(favicon.value).toBe('');
    expect(
      within(uploads).getByRole('button', { name: 'Save alt text of favicon.png' }).hasAttribute('disabled'),
    ).toBe(true);
    // a row's "Use this image" answers that image with its own saved alt text
    const logoRow = within(uploads)
      .getByRole('textbox', { name: 'Alt text of logo.png' })
      .closest('li') as HTMLElement;
    await waitFor(() =>
      expect(
        within(logoRow).getByRole('button', { name: 'Save alt text of logo.png' }).hasAttribute('disabled'),
      ).toBe(true),
    );
    fireEvent.click(within(logoRow).getByRole('button', { name: 'Use this image' }));
    expect(picked).toEqual([{ id: 41, url: '/media/localhost/library/h41.webp', alt: 'Burger Bus logo' }]);
  });

  it('shows the API’s message when it refuses an upload', async () => {
    renderPicker();
    fireEvent.click(await screen.findByRole('tab', { name: 'Upload' }));
    await act(async () => {
      fireEvent.drop(within(dialog()).getByTestId('media-dropzone'), {
        dataTransfer: { files: [new File(['x'], 'fake.jpg', { type: 'image/jpeg' })], types: ['Files'] },
      });
    });
    await act(async () =>
      (FakeXhr.last as FakeXhr).answer(400, {
        statusCode: 400,
        message: 'The file is not an image we can read',
        errors: { file: ['The file is not an image we can read'] },
      }),
    );
    expect(within(dialog()).getByRole('alert').textContent).toBe('The file is not an image we can read');
  });

  it('asks for the alt text of an image without one where the place needs it, saves it, then uses it', async () => {
    const patches = answerAltTexts((_, alt) => ({ ...(LIBRARY[1] as Media), alt }));
    const { picked } = renderPicker(true);
    const images = await within(await screen.findByRole('dialog')).findByRole('list', { name: 'Images' });
    const bare = within(images).getByText('photo-29.jpg').closest('button') as HTMLButtonElement;
    fireEvent.click(bare);
    const use = within(dialog()).getByRole('button', { name: 'Use this image' });
    expect(use.hasAttribute('disabled')).toBe(true);
    expect(within(dialog()).getByText('This image has no alt text yet')).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save alt text' }));
    expect(await within(dialog()).findByText('Describe the image first')).toBeTruthy();
    expect(patches).toEqual([]);
    fireEvent.change(within(dialog()).getByRole('textbox', { name: /^Alt text/ }), {
      target: { value: 'A green truck' },
    });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save alt text' }));
    await waitFor(() => expect(use.hasAttribute('disabled')).toBe(false));
    expect(patches).toEqual([{ path: '/api/media/29', body: { alt: 'A green truck' } }]);
    fireEvent.click(use);
    expect(picked).toEqual([{ id: 29, url: '/media/localhost/library/h29.webp', alt: 'A green truck' }]);
  });
});
