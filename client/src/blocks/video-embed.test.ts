import { describe, expect, it } from 'vitest';
import { videoEmbedUrl } from './video-embed.ts';

describe('embedded video addresses', () => {
  it('turns YouTube links into privacy-enhanced embeds', () => {
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(videoEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
  });
  it('turns Vimeo links into player embeds', () => {
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
  });
  it('refuses anything else', () => {
    expect(videoEmbedUrl('https://evil.example/watch?v=dQw4w9WgXcQ')).toBeUndefined();
    expect(videoEmbedUrl('javascript:alert(1)')).toBeUndefined();
    expect(videoEmbedUrl('not a url')).toBeUndefined();
  });
});
