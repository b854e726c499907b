/**
 * SafeHtml renders the HTML the API serves (sanitised when it was written: api/rich-text/) at
 * once, and its internal links navigate within the app. That hostile HTML reaches a visitor inert
 * is checked end to end in the browser journey of SANITISING_JOURNEY.
 */
import { readFileSync } from 'node:fs';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './safe-html.tsx';

const SANITISING_JOURNEY = {
  file: '../../../e2e/public-content.test.ts',
  test: 'HTML from the API is stored sanitised and rendered at first paint',
};

function renderHtml(html: string) {
  const router = createMemoryRouter([
    { path: '/', element: <SafeHtml html={html} className="box" /> },
    { path: '/about', element: <h1>About page</h1> },
  ]);
  return { ...render(<RouterProvider router={router} />), router };
}

describe('SafeHtml', () => {
  it('renders the stored HTML at first render, with no placeholder', () => {
    const { container } = renderHtml('<p>We share a <strong>kitchen</strong>.</p>');
    const box = container.querySelector('.box') as HTMLElement;
    expect(box.className).toBe('prose box');
    expect(box.innerHTML).toBe('<p>We share a <strong>kitchen</strong>.</p>');
  });

  it('renders a string without markup as text, never as HTML', async () => {
    const { container } = renderHtml('Four weeks for weddings');
    expect(await screen.findByText('Four weeks for weddings')).toBeTruthy();
    expect(container.querySelector('.box p')?.textContent).toBe('Four weeks for weddings');
  });

  it('renders nothing for empty HTML', () => {
    const { container } = renderHtml('   ');
    expect(container.querySelector('.box')).toBeNull();
  });

  it('an internal link navigates within the app; a new-tab link is left to the browser', async () => {
    const { router } = renderHtml(
      '<p><a href="/about">About</a> <a href="https://partner.example/" target="_blank">Partner</a></p>',
    );
    fireEvent.click(screen.getByText('Partner'));
    expect(router.state.location.pathname).toBe('/');
    fireEvent.click(screen.getByText('About'));
    expect(await screen.findByRole('heading', { name: 'About page' })).toBeTruthy();
  });
});

describe('the browser journey that checks hostile HTML end to end', () => {
  it('exists under the name this file gives', () => {
    const journey = readFileSync(new URL(SANITISING_JOURNEY.file, import.meta.url), 'utf8');
    expect(journey).toContain(SANITISING_JOURNEY.test);
  });
});
