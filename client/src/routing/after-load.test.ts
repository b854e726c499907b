import { expect, it } from 'vitest';
import { afterTheLoad, deferringUntilAfterLoad, deferUntilAfterLoad } from './after-load.ts';
import { announceNavigationStart } from './navigation-state.ts';

const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

it('a navigation before the load ends the wait: code for later loads at once', async () => {
  deferUntilAfterLoad();
  let done = false;
  void afterTheLoad().then(() => {
    done = true;
  });
  // jsdom has no requestIdleCallback: the idle wait is a second here
  await tick(20);
  expect(done).toBe(false);
  announceNavigationStart('/menu');
  await tick();
  expect(done).toBe(true);
  expect(deferringUntilAfterLoad()).toBe(false);
  await expect(afterTheLoad()).resolves.toBeUndefined();
});
