import { describe, expect, it } from 'vitest';
import { keepPuckRailOperable } from './puck-nav-keyboard.ts';

function rail(): { root: HTMLElement; items: HTMLElement[]; clicks: string[] } {
  const root = document.createElement('div');
  const clicks: string[] = [];
  const items = ['Blocks', 'Outline'].map((label, index) => {
    const li = document.createElement('li');
    li.className = index === 0 ? '_NavItem_vll2r_39 _NavItem--active_vll2r_100' : '_NavItem_vll2r_39';
    const item = document.createElement('div');
    item.className = '_NavItem-link_vll2r_39';
    item.textContent = label;
    item.addEventListener('click', () => clicks.push(label));
    li.append(item);
    root.append(li);
    return item;
  });
  document.body.append(root);
  return { root, items, clicks };
}

describe("Puck's rail made keyboard-operable", () => {
  it('gives each item a button role, a tab stop, Enter and Space, and says which is shown', async () => {
    const { root, items, clicks } = rail();
    const stop = keepPuckRailOperable(root);
    const [blocks, outline] = items as [HTMLElement, HTMLElement];
    expect(outline.getAttribute('role')).toBe('button');
    expect(outline.tabIndex).toBe(0);
    expect(blocks.getAttribute('aria-pressed')).toBe('true');
    expect(outline.getAttribute('aria-pressed')).toBe('false');
    outline.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    outline.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    outline.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    expect(clicks).toEqual(['Outline', 'Outline']);

    // Puck marks another item active: the pressed state follows; a redrawn item is made operable
    (outline.parentElement as HTMLElement).className = '_NavItem_vll2r_39 _NavItem--active_vll2r_100';
    (blocks.parentElement as HTMLElement).className = '_NavItem_vll2r_39';
    const redrawn = document.createElement('div');
    redrawn.className = '_NavItem-link_vll2r_39';
    root.append(redrawn);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(outline.getAttribute('aria-pressed')).toBe('true');
    expect(blocks.getAttribute('aria-pressed')).toBe('false');
    expect(redrawn.tabIndex).toBe(0);
    stop();
  });
});
