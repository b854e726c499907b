/**
 * Blocks that know the post whose page they are on (block-context.ts): "More showcases" leaves
 * the showcase being viewed out, a member's own page shows its logo and cuisines, a blog post its
 * categories, and a blog list shows one category when told to.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api-paths.ts';
import { POST_TYPE, type PostTypeId } from '#shared/ids/post-types.ts';
import { BLOCK_DEFAULT_PROPS } from '#shared/page-blocks/block-defaults.ts';
import type { Category, CuisineTag, Media, Post } from '#shared/schemas/content.ts';
import type { PageDocument } from '#shared/schemas/page-document.ts';
import { postFixture } from '#shared/testing/post-fixture.ts';
import { publishedPostsPath } from '../content/posts.ts';
import { CurrentPostContext } from './block-context.ts';
import { preloadEveryBlock } from './block-registry.tsx';
import { PageRenderer } from './page-renderer.tsx';
import { PostPageHeader } from './post-page-header.tsx';

function post(id: number, type: PostTypeId, title: string, extra: Partial<Post> = {}): Post {
  return postFixture({
    id,
    _id: `p${id}`,
    post_type_id: type,
    url: `/p/${id}`,
    title,
    position: id,
    created_at: `2026-01-0${id} 10:00:00`,
    updated_at: `2026-01-0${id} 10:00:00`,
    ...extra,
  });
}

const doc = (...content: PageDocument['content']): PageDocument => ({
  root: { props: {} },
  content,
  zones: {},
});

/** The page of `current` with these answers already read (no request is made). */
function renderPage(
  current: Post | null,
  document: PageDocument,
  answers: Record<string, unknown>,
  at = '/',
): void {
  const fetcher = (key: string) => {
    if (key in answers) return answers[key];
    throw new Error(`unexpected read ${key}`);
  };
  const wrap = (children: ReactNode) => (
    <SWRConfig value={{ provider: () => new Map(), fetcher, fallback: answers }}>
      <MemoryRouter initialEntries={[at]}>
        <CurrentPostContext value={current}>{children}</CurrentPostContext>
      </MemoryRouter>
    </SWRConfig>
  );
  render(wrap(<PageRenderer document={document} />));
}

// what the route does before it renders a page: its blocks' code is in
beforeAll(() => preloadEveryBlock());
afterEach(cleanup);

describe('blocks on the page of a post', () => {
  it('"More showcases" lists the other showcases, never the one being viewed', async () => {
    const [a, b, c] = [
      post(1, POST_TYPE.showcase, 'Wedding'),
      post(2, POST_TYPE.showcase, 'Festival'),
      post(3, POST_TYPE.showcase, 'Office'),
    ];
    const showcases = {
      type: 'Showcases',
      props: { ...BLOCK_DEFAULT_PROPS.Showcases, id: 's', title: 'More showcases', limit: 2 },
    };
    renderPage(a, doc(showcases), {
      [publishedPostsPath({ type: POST_TYPE.showcase, limit: 3 })]: { data: [a, b, c] },
    });
    const section = (await screen.findByRole('heading', { name: 'More showcases' })).closest(
      'section',
    ) as HTMLElement;
    const titles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(['Festival', 'Office']);
    cleanup();
    renderPage(null, doc(showcases), {
      [publishedPostsPath({ type: POST_TYPE.showcase, limit: 3 })]: { data: [a, b, c] },
    });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Wedding',
      'Festival',
    ]);
  });

  it("a member's own page shows its logo and its cuisine tags in the opening hero", async () => {
    const logo: Media = {
      id: 7,
      hashed_name: 'abc',
      path: 'library/',
      extensions: ['webp', 'png'],
      extension: 'webp',
      alt: '',
      width: 160,
      height: 160,
    };
    const tags: CuisineTag[] = [
      { id: 1, title: 'Korean', icon_data: { id: 'bowl' } },
      { id: 2, title: 'Fusion', icon_data: { id: 'x' } },
    ];
    const member = post(4, POST_TYPE.member, 'Seoul Wheels', {
      media: { logo: 7, poster: null },
      external_data: { cuisines: [2, 1] },
    });
    const hero = { type: 'Hero', props: { ...BLOCK_DEFAULT_PROPS.Hero, id: 'h', title: 'Seoul Wheels' } };
    renderPage(member, doc(hero), { [API.mediaItem(7)]: { data: logo }, [API.cuisineTags]: { data: tags } });
    const image = await screen.findByRole('img', { name: 'Seoul Wheels logo' });
    expect(image.getAttribute('srcset')).toMatch(/\/media\/[^/]+\/library\/abc\.webp 160w$/);
    const cuisines = screen.getByRole('list', { name: 'Cuisines of Seoul Wheels' });
    expect(
      within(cuisines)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Fusion', 'Korean']);
  });

  it("a post's page header shows its poster: the opening hero's backdrop when it has none of its own", async () => {
    const poster: Media = {
      id: 8,
      hashed_name: 'poster',
      path: 'library/',
      extensions: ['webp', 'png'],
      extension: 'webp',
      alt: '',
      width: 1600,
      height: 800,
    };
    const member = post(4, POST_TYPE.member, 'Seoul Wheels', { media: { poster: 8, logo: null } });
    const hero = { type: 'Hero', props: { ...BLOCK_DEFAULT_PROPS.Hero, id: 'h', title: 'Seoul Wheels' } };
    const second = { type: 'Hero', props: { ...BLOCK_DEFAULT_PROPS.Hero, id: 'h2', title: 'Later' } };
    renderPage(member, doc(hero, second), { [API.mediaItem(8)]: { data: poster } });
    await screen.findByRole('heading', { level: 1, name: 'Seoul Wheels' });
    const backdrops = document.querySelectorAll('.hero__image');
    expect(backdrops, 'the opening hero only').toHaveLength(1);
    expect(backdrops[0]?.getAttribute('srcset')).toMatch(/\/library\/poster\.webp 1600w$/);
  });

  it('the title header of a post without a hero shows its poster under the title', async () => {
    const poster: Media = {
      id: 9,
      hashed_name: 'wide',
      path: 'library/',
      extensions: ['webp', 'png'],
      extension: 'webp',
      alt: 'The truck at the market',
      width: 1200,
      height: 500,
    };
    const member = post(5, POST_TYPE.member, 'Fire & Dough', { media: { poster: 9 } });
    const answers = { [API.mediaItem(9)]: { data: poster } };
    render(
      <SWRConfig value={{ provider: () => new Map(), fallback: answers }}>
        <MemoryRouter>
          <PostPageHeader post={member} />
        </MemoryRouter>
      </SWRConfig>,
    );
    const image = await screen.findByRole('img', { name: 'The truck at the market' });
    expect(image.closest('.page-header__poster')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Fire & Dough' })).toBeTruthy();
  });

  it('a member without a logo shows its initials; a hero on another page shows no cuisines', async () => {
    const member = post(4, POST_TYPE.member, 'Seoul Wheels', { external_data: { cuisines: [] } });
    const hero = { type: 'Hero', props: { ...BLOCK_DEFAULT_PROPS.Hero, id: 'h', title: 'Seoul Wheels' } };
    renderPage(member, doc(hero), {});
    expect(document.body.querySelector('.member-logo .monogram')?.textContent).toBe('SW');
    expect(screen.queryByRole('list')).toBeNull();
    cleanup();
    renderPage(post(5, POST_TYPE.page, 'About'), doc(hero), {});
    expect(document.body.querySelector('.member-logo')).toBeNull();
  });

  it('a blog post shows its categories; a blog list shows one category, without the post being viewed', async () => {
    const categories: Category[] = [
      { id: 5, name: 'News' },
      { id: 6, name: 'Recipes' },
    ];
    const viewed = post(1, POST_TYPE.blog, 'Opening day', { external_data: { categories: [6, 5] } });
    const other = post(2, POST_TYPE.blog, 'Salsa 101', { external_data: { categories: [6] } });
    const blogPost = {
      type: 'BlogPost',
      props: { ...BLOCK_DEFAULT_PROPS.BlogPost, id: 'b', title: 'Opening day' },
    };
    const list = {
      type: 'BlogList',
      props: { ...BLOCK_DEFAULT_PROPS.BlogList, id: 'l', title: 'More recipes', categoryId: 6 },
    };
    renderPage(viewed, doc(blogPost, list), {
      [API.categories]: { data: categories },
      [publishedPostsPath({ type: POST_TYPE.blog, category: 6 })]: { data: [viewed, other] },
    });
    const shown = await screen.findByRole('list', { name: 'Categories' });
    expect(
      within(shown)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Recipes', 'News']);
    const section = screen.getByRole('heading', { name: 'More recipes' }).closest('section') as HTMLElement;
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Salsa 101']);
    expect(publishedPostsPath({ type: POST_TYPE.blog, category: 6 })).toBe(
      `${API.posts.published}?type=6&category=6`,
    );
  });

  it('a blog list with the filter on offers the categories in use; the address or a click narrows it', async () => {
    const categories: Category[] = [
      { id: 5, name: 'News' },
      { id: 6, name: 'Recipes' },
      { id: 7, name: 'Empty' },
    ];
    const news = post(1, POST_TYPE.blog, 'Opening day', { external_data: { categories: [5] } });
    const salsa = post(2, POST_TYPE.blog, 'Salsa 101', { external_data: { categories: [6] } });
    const list = {
      type: 'BlogList',
      props: {
        ...BLOCK_DEFAULT_PROPS.BlogList,
        id: 'l',
        title: 'Latest',
        limit: 12,
        showCategoryFilter: true,
      },
    };
    const titles = () =>
      within(screen.getByRole('heading', { name: 'Latest' }).closest('section') as HTMLElement)
        .queryAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
    renderPage(
      post(9, POST_TYPE.page, 'Blog'),
      doc(list),
      {
        [API.categories]: { data: categories },
        [publishedPostsPath({ type: POST_TYPE.blog })]: { data: [news, salsa] },
      },
      '/blog?category=6',
    );
    const filter = await screen.findByRole('navigation', { name: 'Filter by category' });
    // "Empty" has no post: no chip that would lead to an empty list
    expect(
      within(filter)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['All', 'News', 'Recipes']);
    expect(within(filter).getByRole('link', { name: 'Recipes' }).getAttribute('aria-current')).toBe('page');
    expect(titles()).toEqual(['Salsa 101']);
    within(filter).getByRole('link', { name: 'All' }).click();
    await screen.findByRole('heading', { name: 'Opening day' });
    expect(titles()).toEqual(['Salsa 101', 'Opening day']);
    expect(within(filter).getByRole('link', { name: 'News' }).getAttribute('href')).toBe('/blog?category=5');

    // an unknown category in the address shows every post; without the option, no chips
    cleanup();
    renderPage(
      null,
      doc({ ...list, props: { ...list.props, showCategoryFilter: false } }),
      { [publishedPostsPath({ type: POST_TYPE.blog })]: { data: [news, salsa] } },
      '/blog?category=6',
    );
    await screen.findByRole('heading', { name: 'Opening day' });
    expect(screen.queryByRole('navigation', { name: 'Filter by category' })).toBeNull();
    expect(titles()).toEqual(['Salsa 101', 'Opening day']);
  });
});
