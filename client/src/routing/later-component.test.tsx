import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { deferUntilAfterLoad } from './after-load.ts';
import { laterComponent } from './later-component.tsx';

afterEach(cleanup);

const loads: string[] = [];
const Part = ({ text }: { text: string }) => <p>{text}</p>;
const laterPart = (name: string) =>
  laterComponent(async () => {
    loads.push(name);
    return Part;
  });

it('renders a part preloaded with the page in the first commit, and another once its code is in', async () => {
  const Preloaded = laterPart('preloaded');
  await Preloaded.preload();
  const Other = laterPart('other');
  render(
    <>
      <Preloaded text="first" />
      <Other text="second" />
    </>,
  );
  expect(screen.getByText('first')).toBeDefined();
  expect(screen.queryByText('second')).toBeNull();
  expect(await screen.findByText('second')).toBeDefined();
});

it('once the entry defers, loads a part only after the document has loaded and the tab is idle', async () => {
  deferUntilAfterLoad();
  let loaded = false;
  addEventListener('load', () => {
    loaded = true;
  });
  const Later = laterPart('later');
  render(<Later text="below the first screen" />);
  // not deferred, its code would be asked for at once (the first test's second part)
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(loads).not.toContain('later');
  expect(await screen.findByText('below the first screen', undefined, { timeout: 3_000 })).toBeDefined();
  expect(loaded || document.readyState === 'complete').toBe(true);
});
