/**
 * What the browser is given to pick an image: `srcset` with the item's WebP copies and its full
 * image by width, the slot's `sizes`, the WebP at 1x of the slot as the `src` of browsers
 * without `srcset` (not the library's PNG thumbnail), and the image's own width and height (its box is sized before it loads). An image
 * stored before copies were made offers its full image alone.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { API } from '#shared/api-paths.ts';
import { BFF } from '#shared/public-api-paths.ts';
import type { Media } from '#shared/schemas/content.ts';
import { MediaImage } from './media-image.tsx';

const NAME = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';

function media(extra: Partial<Media> = {}): Media {
  return {
    id: 7,
    hashed_name: NAME,
    path: 'library/',
    extension: 'webp',
    extensions: ['webp', 'png'],
    alt: 'Tacos on the grill',
    width: 1200,
    height: 750,
    ...extra,
  };
}

function renderImage(
  item: Media,
  props: { alt?: string; sizes?: string; priority?: boolean } = {},
): HTMLImageElement {
  const answers = { [API.mediaItem(item.id)]: { data: item } };
  render(
    <SWRConfig value={{ provider: () => new Map(), fallback: answers }}>
      <MemoryRouter>
        <MediaImage id={item.id} alt="" width={640} height={400} {...props} />
      </MemoryRouter>
    </SWRConfig>,
  );
  return screen.getByRole('img') as HTMLImageElement;
}

const base = `/media/${location.hostname}/library/`;

afterEach(cleanup);

describe('MediaImage', () => {
  it('offers the WebP copies and the full image by width, with the WebP at 1x as fallback', () => {
    const img = renderImage(
      media({
        variants: [
          { width: 160, file: `${NAME}-160w-aaaaaaaaaaaa.webp` },
          { width: 400, file: `${NAME}-400w-bbbbbbbbbbbb.webp` },
          { width: 800, file: `${NAME}-800w-cccccccccccc.webp` },
        ],
      }),
      { sizes: '(min-width: 1024px) 360px, 100vw' },
    );
    expect(img.getAttribute('srcset')).toBe(
      [
        `${base}${NAME}-160w-aaaaaaaaaaaa.webp 160w`,
        `${base}${NAME}-400w-bbbbbbbbbbbb.webp 400w`,
        `${base}${NAME}-800w-cccccccccccc.webp 800w`,
        `${base}${NAME}.webp 1200w`,
      ].join(','),
    );
    expect(img.getAttribute('sizes')).toBe('(min-width: 1024px) 360px, 100vw');
    // the slot is 640 px wide: its 1x is the 800 px copy, not the PNG thumbnail of the library
    expect(img.getAttribute('src')).toBe(`${base}${NAME}-800w-cccccccccccc.webp`);
    expect(img.getAttribute('width')).toBe('1200');
    expect(img.getAttribute('height')).toBe('750');
    expect(img.getAttribute('alt')).toBe('Tacos on the grill');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('fetchpriority')).toBeNull();
  });

  it('an image stored before copies were made offers its full image alone', () => {
    const img = renderImage(media({ variants: [] }));
    expect(img.getAttribute('srcset')).toBe(`${base}${NAME}.webp 1200w`);
    expect(img.getAttribute('src'), 'and as its fallback').toBe(`${base}${NAME}.webp`);
    cleanup();
    const older = renderImage(media({ variants: undefined, width: null, height: null }));
    expect(older.getAttribute('srcset')).toBe(`${base}${NAME}.webp 640w`);
    expect(older.getAttribute('width')).toBe('640');
    expect(older.getAttribute('height')).toBe('400');
  });

  it('an image without alt text of its own takes the alt text of its slot', () => {
    const img = renderImage(media({ alt: '' }), { alt: 'Fire & Dough logo' });
    expect(img.getAttribute('alt')).toBe('Fire & Dough logo');
  });

  it('without sizes of its own, the slot is its width, never wider than the screen', () => {
    const img = renderImage(media(), { priority: true });
    expect(img.getAttribute('sizes')).toBe('min(640px, 100vw)');
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });
});

describe('an empty slot in the builder', () => {
  function renderEmpty(props: { placeholderLabel?: string; className?: string }): HTMLElement {
    render(
      <SWRConfig value={{ provider: () => new Map(), fallback: { [BFF.session]: { authenticated: true } } }}>
        <MemoryRouter initialEntries={['/panel/pages/3/build']}>
          <MediaImage id={null} alt="" width={1600} height={800} {...props} />
        </MemoryRouter>
      </SWRConfig>,
    );
    return screen.getByRole('img');
  }

  it('is a frame of the image’s shape', () => {
    const frame = renderEmpty({ className: 'image-block__image' });
    expect(frame.getAttribute('aria-label')).toBe('Empty image slot');
    expect(frame.className).toContain('image-block__image');
    expect(frame.style.aspectRatio).toBe('1600 / 800');
  });

  it('is a small label naming the slot when it has a name (a hero’s, clear of its title)', () => {
    const label = renderEmpty({ className: 'hero__image', placeholderLabel: 'Background image' });
    expect(label.getAttribute('aria-label')).toBe('Empty image slot: Background image');
    expect(label.textContent).toBe('Background image');
    // not the slot's class: the hero is drawn as without an image, and no frame's shape
    expect(label.className).not.toContain('hero__image');
    expect(label.className).toContain('image-placeholder--label');
    expect(label.style.aspectRatio).toBe('');
  });
});
