import { describe, expect, it, vi } from 'vitest';
import type { BlockCommands } from './block-commands.ts';
import { blockHotkey, listenForBlockHotkeys } from './block-hotkeys.ts';

function commands() {
  return {
    move: vi.fn<BlockCommands['move']>(),
    copy: vi.fn<BlockCommands['copy']>(),
    paste: vi.fn<BlockCommands['paste']>(),
  };
}

const key = (init: Partial<KeyboardEvent>) =>
  ({
    key: '',
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    target: document.body,
    ...init,
  }) as KeyboardEvent;

describe('block shortcuts', () => {
  it('copy, paste and move with Ctrl/⌘ and Alt', () => {
    const c = commands();
    blockHotkey(key({ key: 'c', ctrlKey: true }), false)?.(c);
    blockHotkey(key({ key: 'V', metaKey: true }), false)?.(c);
    blockHotkey(key({ key: 'ArrowUp', altKey: true }), false)?.(c);
    blockHotkey(key({ key: 'ArrowDown', altKey: true }), false)?.(c);
    expect(c.copy).toHaveBeenCalledOnce();
    expect(c.paste).toHaveBeenCalledOnce();
    expect(c.move.mock.calls).toEqual([[-1], [1]]);
  });

  it('leave typing, text selections and other combinations alone', () => {
    const input = document.createElement('input');
    const editor = document.createElement('div');
    editor.setAttribute('contenteditable', 'true');
    const inside = document.createElement('p');
    editor.append(inside);
    document.body.append(input, editor);
    expect(blockHotkey(key({ key: 'c', ctrlKey: true, target: input }), false)).toBeUndefined();
    expect(blockHotkey(key({ key: 'v', ctrlKey: true, target: inside }), false)).toBeUndefined();
    expect(blockHotkey(key({ key: 'ArrowUp', altKey: true, target: input }), false)).toBeUndefined();
    expect(blockHotkey(key({ key: 'c', ctrlKey: true }), true)).toBeUndefined();
    expect(blockHotkey(key({ key: 'c', ctrlKey: true, shiftKey: true }), false)).toBeUndefined();
    expect(blockHotkey(key({ key: 'ArrowUp' }), false)).toBeUndefined();
    expect(blockHotkey(key({ key: 'z', ctrlKey: true }), false)).toBeUndefined();
  });

  it('listen on a document until stopped, and keep the browser from acting on the keys', () => {
    const c = commands();
    const stop = listenForBlockHotkeys(document, () => c);
    const event = new KeyboardEvent('keydown', {
      key: 'ArrowDown',
      altKey: true,
      cancelable: true,
      bubbles: true,
    });
    document.body.dispatchEvent(event);
    expect(c.move).toHaveBeenCalledWith(1);
    expect(event.defaultPrevented).toBe(true);
    stop();
    document.body.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'ArrowDown', altKey: true, bubbles: true }),
    );
    expect(c.move).toHaveBeenCalledOnce();
  });
});
