import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RICH_TEXT_DEBOUNCE_MS } from '#shared/limits.ts';
import { createDebouncedEmitter } from './debounced-emitter.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('rich-text changes, debounced 300 ms', () => {
  it('emits only the last value, 300 ms after the last change', () => {
    const emit = vi.fn();
    const emitter = createDebouncedEmitter<string>(emit, RICH_TEXT_DEBOUNCE_MS);
    emitter.push('<p>H</p>');
    vi.advanceTimersByTime(200);
    emitter.push('<p>Hi</p>');
    vi.advanceTimersByTime(299);
    expect(emit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(emit).toHaveBeenCalledTimes(1);
    expect(emit).toHaveBeenCalledWith('<p>Hi</p>');
    expect(RICH_TEXT_DEBOUNCE_MS).toBe(300);
  });

  it('flushes a pending value at once, and nothing when none is pending', () => {
    const emit = vi.fn();
    const emitter = createDebouncedEmitter<string>(emit, RICH_TEXT_DEBOUNCE_MS);
    emitter.flush();
    expect(emit).not.toHaveBeenCalled();
    emitter.push('<p>Bye</p>');
    expect(emitter.pending()).toBe(true);
    emitter.flush();
    expect(emit).toHaveBeenCalledWith('<p>Bye</p>');
    expect(emitter.pending()).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(emit).toHaveBeenCalledTimes(1);
  });
});
