import { describe, expect, it } from 'vitest';
import { DraftSaver, type DraftState, isRetriable } from './draft-saver.ts';

/** Timers run by hand: the test says when time passes. */
function manualTimers() {
  const timers = new Map<number, { run: () => void; ms: number }>();
  let next = 1;
  return {
    setTimer: (run: () => void, ms: number) => {
      const id = next++;
      timers.set(id, { run, ms });
      return id;
    },
    clearTimer: (id: unknown) => void timers.delete(id as number),
    pending: () => [...timers.values()].map((t) => t.ms),
    async fire() {
      const all = [...timers.entries()];
      timers.clear();
      for (const [, timer] of all) timer.run();
      await new Promise((r) => setTimeout(r, 0));
    },
  };
}

function setUp(send: (draft: string) => Promise<string | undefined>) {
  const timers = manualTimers();
  const states: DraftState[] = [];
  let stored: string | undefined;
  const saver = new DraftSaver<string>({
    send,
    backup: {
      read: () => stored,
      write: (d) => {
        stored = d;
      },
      clear: () => {
        stored = undefined;
      },
    },
    onState: (s) => states.push(s),
    delayMs: 500,
    retryDelaysMs: [1000, 4000],
    ...timers,
  });
  return { saver, timers, states, stored: () => stored };
}

describe('the draft saver', () => {
  it('keeps every change in the browser at once and sends only the last after the pause', async () => {
    const sent: string[] = [];
    const { saver, timers, states, stored } = setUp(async (d) => {
      sent.push(d);
      return '2026-11-23 12:00:00';
    });
    saver.change('a');
    saver.change('ab');
    expect(stored()).toBe('ab');
    expect(timers.pending()).toEqual([500]);
    await timers.fire();
    expect(sent).toEqual(['ab']);
    expect(stored()).toBeUndefined();
    expect(states.at(-1)).toEqual({ kind: 'saved', at: '2026-11-23 12:00:00' });
    expect(saver.hasUnsaved()).toBe(false);
  });

  it('retries with a growing delay while offline, and keeps the backup until the server has it', async () => {
    let online = false;
    const sent: string[] = [];
    const { saver, timers, states, stored } = setUp(async (d) => {
      if (!online) throw new TypeError('Failed to fetch');
      sent.push(d);
      return undefined;
    });
    saver.change('x');
    await timers.fire();
    expect(states.at(-1)).toEqual({ kind: 'offline', retryInMs: 1000 });
    await timers.fire();
    expect(states.at(-1)).toEqual({ kind: 'offline', retryInMs: 4000 });
    await timers.fire();
    expect(states.at(-1)).toEqual({ kind: 'offline', retryInMs: 4000 });
    expect(stored()).toBe('x');
    expect(saver.hasUnsaved()).toBe(true);
    online = true;
    await saver.flush();
    expect(sent).toEqual(['x']);
    expect(stored()).toBeUndefined();
    expect(states.at(-1)).toEqual({ kind: 'saved' });
  });

  it('a change made while a save is under way is sent after it', async () => {
    const sent: string[] = [];
    let release: () => void = () => {};
    const { saver, timers } = setUp(
      (d) =>
        new Promise((resolve) => {
          sent.push(d);
          release = () => resolve(undefined);
        }),
    );
    saver.change('one');
    await timers.fire();
    saver.change('two');
    release();
    await new Promise((r) => setTimeout(r, 0));
    await timers.fire();
    release();
    await new Promise((r) => setTimeout(r, 0));
    expect(sent).toEqual(['one', 'two']);
    expect(saver.hasUnsaved()).toBe(false);
  });

  it('a refused draft (4xx) is reported, not retried', async () => {
    const { saver, timers, states } = setUp(async () => {
      throw Object.assign(new Error('Block “Script” is not allowed'), { status: 400 });
    });
    saver.change('bad');
    await timers.fire();
    expect(states.at(-1)).toEqual({ kind: 'refused', message: 'Block “Script” is not allowed' });
    expect(timers.pending()).toEqual([]);
  });

  it('tells retriable failures apart', () => {
    expect(isRetriable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetriable({ status: 502 })).toBe(true);
    expect(isRetriable({ status: 429 })).toBe(true);
    expect(isRetriable({ status: 400 })).toBe(false);
    expect(isRetriable({ status: 401 })).toBe(false);
  });
});
