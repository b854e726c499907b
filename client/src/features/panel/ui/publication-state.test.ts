import { describe, expect, it } from 'vitest';
import { publicationLabel } from './publication-state.ts';

const UTC = 'UTC';

describe('publication label', () => {
  it('a draft is a draft, and scheduled once it has a publish time', () => {
    expect(publicationLabel({ post_status_id: 1, hasDraft: true }, UTC)).toEqual({
      status: 'Draft',
      color: 'gray',
      notes: [],
    });
    expect(
      publicationLabel({ post_status_id: 1, publish_at: '2031-06-06T17:00:00Z', hasDraft: true }, UTC),
    ).toEqual({ status: 'Scheduled', color: 'blue', notes: ['Publishes 6 Jun 2031, 17:00'] });
  });

  it('a live post says when changes built for it are waiting', () => {
    expect(publicationLabel({ post_status_id: 2, hasDraft: false }, UTC).notes).toEqual([]);
    expect(publicationLabel({ post_status_id: 2, hasDraft: true }, UTC)).toEqual({
      status: 'Published',
      color: 'green',
      notes: ['Changes not published'],
    });
    expect(
      publicationLabel(
        {
          post_status_id: 2,
          publish_at: '2031-06-06T17:00:00Z',
          unpublish_at: '2031-07-01T08:00:00Z',
          hasDraft: true,
        },
        'Europe/Berlin',
      ).notes,
    ).toEqual(['Changes publish 6 Jun 2031, 19:00', 'Unpublishes 1 Jul 2031, 10:00']);
  });
});
