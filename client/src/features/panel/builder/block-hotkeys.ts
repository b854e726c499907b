/**
 * Keyboard shortcuts of the builder, on the editor's document and on the canvas's (the canvas is
 * an iframe with its own): Ctrl/⌘+C copies the selected block, Ctrl/⌘+V pastes the copied one,
 * Alt+↑ / Alt+↓ move the selected block. Never while typing in a field, and Ctrl/⌘+C leaves a
 * text selection to the browser.
 */
import type { BlockCommands } from './block-commands.ts';

function isTyping(target: EventTarget | null): boolean {
  if (!target || !(target as Node).nodeType) return false;
  const element = target as HTMLElement;
  return (
    element.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName) ||
    !!element.closest?.('[contenteditable="true"], [role="textbox"]')
  );
}

/** The command a key press asks for, or undefined. */
export function blockHotkey(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'target'>,
  hasTextSelection: boolean,
): ((commands: BlockCommands) => void) | undefined {
  if (isTyping(event.target)) return undefined;
  const command = event.ctrlKey || event.metaKey;
  if (command && !event.altKey && !event.shiftKey) {
    const key = event.key.toLowerCase();
    if (key === 'c' && !hasTextSelection) return (commands) => commands.copy();
    if (key === 'v') return (commands) => commands.paste();
  }
  if (event.altKey && !command && !event.shiftKey) {
    if (event.key === 'ArrowUp') return (commands) => commands.move(-1);
    if (event.key === 'ArrowDown') return (commands) => commands.move(1);
  }
  return undefined;
}

/** Listens on `doc` until the returned function is called. */
export function listenForBlockHotkeys(doc: Document, commands: () => BlockCommands): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    // the selected text of the page (a range's text leaves out what an input holds selected:
    // tabbing into a field selects its value, which is no reason to leave Ctrl+C to the browser)
    const selection = doc.getSelection();
    const selected = selection && selection.rangeCount > 0 ? selection.getRangeAt(0).toString() : '';
    const run = blockHotkey(event, selected.length > 0);
    if (!run) return;
    event.preventDefault();
    run(commands());
  };
  doc.addEventListener('keydown', onKeyDown);
  return () => doc.removeEventListener('keydown', onKeyDown);
}
