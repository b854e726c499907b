// @vitest-environment node
/**
 * The renderer reads what older bodies hold: the API stores declared blocks only, but a body
 * written before its block schemas may hold an unknown block type or props of the wrong type.
 * Unknown blocks are skipped, wrong props read as their defaults (shared/page-blocks/normalize-block-props.ts).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageDocument } from '#shared/schemas/page-document.ts';
import { preloadEveryBlock } from './block-registry.tsx';
import { PageRenderer } from './page-renderer.tsx';

function html(document: PageDocument): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <PageRenderer document={document} />
    </MemoryRouter>,
  );
}

describe('the page renderer and older bodies', () => {
  beforeAll(async () => {
    // what the route does before it renders a page: its blocks' code is in
    await preloadEveryBlock();
    // links are judged against the page's origin (SmartLink); no DOM is needed for the rest
    vi.stubGlobal('window', { location: new URL('http://localhost/') });
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  it("renders a block's anchor as the id of its element, an anchor that is no usable id not at all", () => {
    const markup = html({
      root: { props: {} },
      content: [
        { type: 'RichText', props: { id: 'r', title: 'Our menu', anchor: 'menu' } },
        { type: 'RichText', props: { id: 's', title: 'Spaced', anchor: 'not an id' } },
        { type: 'RichText', props: { id: 't', title: 'Shell', anchor: 'main' } },
      ],
      zones: {},
    });
    expect(markup).toMatch(/<div id="menu" class="block-anchor"><section[^>]*>.*Our menu/);
    expect(markup).not.toContain('id="not an id"');
    expect(markup, "an id of the page's own is never given twice").not.toContain('id="main"');
  });

  it('skips unknown block types and reads wrong props as their defaults', () => {
    const markup = html({
      root: { props: {} },
      content: [
        { type: 'Marquee', props: { id: 'm', title: 'Never shown' } },
        { type: 'RichText', props: { id: 'r', title: 'Careful', html: 42, colour: 'red' } },
        { type: 'CallToAction', props: { id: 'c', title: 'Hungry?', buttonLabel: 'Go', buttonUrl: 7 } },
      ],
      zones: {},
    });
    expect(markup).toContain('Careful');
    expect(markup).toContain('Hungry?');
    expect(markup).not.toContain('Never shown');
    expect(markup).not.toContain('42');
    expect(markup).not.toContain('red');
    expect(markup, 'a button without a link is not shown').not.toContain('>Go<');
  });

  it('never links a stored javascript: button (the API refuses to store one today)', () => {
    const markup = html({
      root: { props: {} },
      content: [
        {
          type: 'CallToAction',
          props: {
            id: 'c',
            title: 'Bad button',
            buttonLabel: 'Do not run',
            buttonUrl: 'javascript:alert(1)',
          },
        },
      ],
      zones: {},
    });
    expect(markup).toContain('Do not run');
    expect(markup).not.toContain('javascript:');
  });
});
