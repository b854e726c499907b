/**
 * SafeHtml always renders what the sanitiser returns. DOMPurify itself needs a real browser DOM
 * (happy-dom's tree walking gives wrong results), so its effect on hostile HTML is checked in
 * the browser journey of SANITISING_JOURNEY (both the Sanitizer API and DOMPurify); here the
 * sanitiser is replaced by a marker.
 */
import { readFileSync } from 'node:fs';
import { render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SafeHtml, textOfHtml } from './safe-html.tsx';

vi.mock('./sanitize-html.ts', () => ({
  sanitizeHtml: (html: string) => `<p data-sanitised="yes">${html.replace(/<script.*?<\/script>/g, '')}</p>`,
}));

const SANITISING_JOURNEY = {
  file: '../../../e2e/public-content.test.ts',
  test: 'HTML from the API is sanitised before it is rendered',
};

function renderHtml(html: string) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <Suspense fallback={<p>loading</p>}>
          <SafeHtml html={html} className="box" />
        </Suspense>
      ),
    },
  ]);
  return render(<RouterProvider router={router} />);
}

/** happy-dom never reports an intersection: here every observed element is in view at once. */
class InViewObserver {
  callback: (entries: Array<{ isIntersecting: boolean }>) => void;
  constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
    this.callback = callback;
  }
  observe() {
    this.callback([{ isIntersecting: true }]);
  }
  disconnect() {}
}

describe('SafeHtml', () => {
  beforeAll(() => {
    vi.stubGlobal('IntersectionObserver', InViewObserver);
  });

  it('shows the text first, then only what the sanitiser returns', async () => {
    const { container } = renderHtml('<b>Hot</b> <i>food</i><script>alert(1)</script>');
    const rendered = () => container.querySelector('.box') as HTMLElement;
    await screen.findByText('Hot');
    await waitFor(() => expect(rendered().querySelector('[data-sanitised="yes"]')).not.toBeNull());
    expect(rendered().querySelector('b')?.textContent).toBe('Hot');
    expect(rendered().innerHTML).not.toContain('script');
  });

  it('renders a string without markup as text, never as HTML', async () => {
    const { container } = renderHtml('Four weeks for weddings');
    expect(await screen.findByText('Four weeks for weddings')).toBeTruthy();
    expect(container.querySelector('[data-sanitised]')).toBeNull();
  });

  it('renders nothing for empty HTML', () => {
    const { container } = renderHtml('   ');
    expect(container.querySelector('.box')).toBeNull();
  });
});

describe('the browser journey that checks the real sanitisers', () => {
  it('exists under the name this file gives', () => {
    const journey = readFileSync(new URL(SANITISING_JOURNEY.file, import.meta.url), 'utf8');
    expect(journey).toContain(SANITISING_JOURNEY.test);
  });
});

describe('textOfHtml', () => {
  it('decodes entities and drops tags', () => {
    expect(textOfHtml('<p>Fish &amp; chips &lt;3 &#39;n&#39; &nbsp;<br>now &copy;</p>')).toBe(
      "Fish & chips <3 'n' now &copy;",
    );
  });

  it('reads only the text, never markup', () => {
    expect(
      textOfHtml(
        '<p>We share a <strong>kitchen</strong>.</p><script>alert(1)</script><img src=x onerror="alert(1)">',
      ),
    ).toBe('We share a kitchen.');
  });
});
