import { describe, expect, it } from 'vitest';
import { removeServerHead, robotsContent } from './page-head.tsx';

describe('robots meta from no_index / no_follow', () => {
  it('says nothing for an indexable page and spells out each refusal', () => {
    expect(robotsContent(false, false)).toBeUndefined();
    expect(robotsContent(true, false)).toBe('noindex, follow');
    expect(robotsContent(false, true)).toBe('index, nofollow');
    expect(robotsContent(true, true)).toBe('noindex, nofollow');
  });
});

describe("the BFF's head tags", () => {
  const write = () => {
    document.head.innerHTML =
      '<title data-page-head="replaced">About | Row</title><title>About | Row</title>' +
      '<meta name="description" content="d" data-page-head="replaced"><meta name="description" content="d">' +
      '<link rel="canonical" href="http://x/about" data-page-head><meta property="og:title" content="About" data-page-head>';
  };

  it("on the page the browser opened: only the copies of React's own tags leave", () => {
    write();
    removeServerHead(document, location.pathname);
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('[data-page-head]')).toHaveLength(2);
  });

  it('on another page: all of them', () => {
    write();
    removeServerHead(document, '/elsewhere');
    expect(document.head.querySelectorAll('[data-page-head]')).toHaveLength(0);
    expect(document.title).toBe('About | Row');
  });
});
