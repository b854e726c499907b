import { describe, expect, it } from 'vitest';
import { deleteConfirmText, usedByText } from './media-usage-text.ts';

const post = (title: string, places: string[]) => ({
  id: 1,
  title,
  post_type_id: 2,
  deleted: false,
  places,
});

describe('the words of an image’s use', () => {
  it('counts posts', () => {
    expect(usedByText(0)).toBe('Not used by any post');
    expect(usedByText(1)).toBe('Used by 1 post');
    expect(usedByText(3)).toBe('Used by 3 posts');
  });

  it('says which posts lose the image, where, and the options too', () => {
    const text = deleteConfirmText('truck.jpg', {
      posts: [
        post('Taco Truck', ['Poster', 'Logo']),
        post('About', ['Gallery block']),
        post('Old', ['Poster']),
      ],
      options: ['Logo'],
    });
    expect(text).toBe(
      '“truck.jpg” will be deleted from the media library. Used by 3 posts: “Taco Truck”, “About” and “Old”. ' +
        'Their places for it (Poster, Logo and Gallery block) will be left empty until another image is chosen. ' +
        'The site options lose it too: Logo. This cannot be undone.',
    );
  });

  it('says plainly when nothing uses it', () => {
    expect(deleteConfirmText('a.png', { posts: [], options: [] })).toBe(
      '“a.png” will be deleted from the media library. No post uses it. This cannot be undone.',
    );
  });
});
