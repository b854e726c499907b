/** The first public page is rendered and committed within the call (first-render.ts). */
import { cleanup } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import { renderNow } from './first-render.ts';

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  document.body.innerHTML = '';
  cleanup();
});

it('commits the page before returning, not in a task queued after it', () => {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  renderNow(root, <h1>Taco Row</h1>);
  expect(container.querySelector('h1')?.textContent).toBe('Taco Row');
});
