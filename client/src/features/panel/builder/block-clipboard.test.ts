import { beforeEach, describe, expect, it } from 'vitest';
import { canPaste, copyBlock, pastedBlock, readClipboard } from './block-clipboard.ts';

const labelOf = (type: string) => ({ MembersGrid: 'Members grid', BlogPost: 'Blog post' })[type] ?? type;

describe('the builder clipboard', () => {
  beforeEach(() => localStorage.clear());

  it('keeps a copied block without its id, and pastes it with a fresh one', () => {
    copyBlock({ type: 'MembersGrid', props: { id: 'MembersGrid-1', title: 'Meet us', limit: 3 } }, 7);
    const copied = readClipboard();
    expect(copied).toEqual({ siteId: 7, type: 'MembersGrid', props: { title: 'Meet us', limit: 3 } });
    if (!copied) throw new Error('nothing copied');
    const pasted = pastedBlock(copied, () => 'abc');
    expect(pasted).toEqual({
      type: 'MembersGrid',
      props: { title: 'Meet us', limit: 3, id: 'MembersGrid-abc' },
    });
    // a pasted block's props are its own: editing them does not touch the clipboard's
    (pasted.props as { title: string }).title = 'Changed';
    expect(readClipboard()?.props.title).toBe('Meet us');
  });

  it('reads nothing from an empty, broken or foreign entry', () => {
    expect(readClipboard()).toBeUndefined();
    localStorage.setItem('ftc.builder.clipboard', '{not json');
    expect(readClipboard()).toBeUndefined();
    localStorage.setItem('ftc.builder.clipboard', JSON.stringify({ siteId: 1, type: 'Script', props: {} }));
    expect(readClipboard()).toBeUndefined();
    localStorage.setItem('ftc.builder.clipboard', JSON.stringify({ siteId: '1', type: 'Hero', props: {} }));
    expect(readClipboard()).toBeUndefined();
  });

  it('pastes only into the same site and a post type that allows the block', () => {
    copyBlock({ type: 'MembersGrid', props: {} }, 7);
    const copied = readClipboard();
    expect(canPaste(copied, 7, ['Hero', 'MembersGrid'], labelOf, 'page')).toEqual({ ok: true });
    expect(canPaste(copied, 8, ['MembersGrid'], labelOf, 'page')).toEqual({
      ok: false,
      reason: 'The copied block belongs to another site',
    });
    expect(canPaste(copied, 7, ['Hero'], labelOf, 'FAQ entry')).toEqual({
      ok: false,
      reason: 'A Members grid block cannot go on a FAQ entry',
    });
    expect(canPaste(undefined, 7, ['Hero'], labelOf, 'page').ok).toBe(false);
  });
});
