import { describe, expect, it } from 'vitest';
import { hasChanges, type PostState, revisionChanges } from './revision-diff.ts';

const block = (id: string, type: string, props: Record<string, unknown> = {}) => ({
  type,
  props: { id, ...props },
});

function state(content: ReturnType<typeof block>[], overrides: Partial<PostState> = {}): PostState {
  return {
    title: 'About',
    url: '/about',
    post_status_id: 2,
    attributes: { title: '', description: '' },
    media: {},
    external_data: {},
    post_body: { root: { props: {} }, content, zones: {} } as PostState['post_body'],
    no_index: false,
    no_follow: false,
    show_in_sitemap: true,
    ...overrides,
  };
}

describe('what changed between two revisions', () => {
  it('names added, removed, changed and moved blocks by label and title', () => {
    const before = state([
      block('a', 'Hero', { title: 'Hello' }),
      block('b', 'RichText', { title: 'Story', html: '<p>one</p>' }),
      block('c', 'Video', { title: '' }),
    ]);
    const after = state([
      block('b', 'RichText', { title: 'Story', html: '<p>two</p>' }),
      block('a', 'Hero', { title: 'Hello' }),
      block('d', 'MembersGrid', { title: 'Meet the members' }),
    ]);
    expect(revisionChanges(before, after)).toEqual({
      fields: [],
      added: ['Members grid “Meet the members”'],
      removed: ['Video'],
      changed: ['Rich text “Story”'],
      moved: true,
    });
  });

  it('lists the fields that differ, and nothing for two equal states', () => {
    const before = state([]);
    const after = state([], { title: 'About us', url: '/about-us', no_index: true });
    expect(revisionChanges(before, after).fields).toEqual(['Title', 'Address', 'Hidden from search engines']);
    expect(hasChanges(revisionChanges(before, before))).toBe(false);
  });
});
