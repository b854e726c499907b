import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StaffThemeProvider } from '../../../staff/staff-theme-provider.tsx';
import { MenuEditor } from './menu-editor.tsx';
import { type MenuTree, menuTreeOf, validateMenus } from './menu-tree.ts';

const link = (uuid: string, text: string, url: string) => ({ uuid, text, url, type: 'VLink' as const });

let latest: MenuTree;

function Harness({ initial }: { initial: MenuTree }) {
  const [tree, setTree] = useState(initial);
  latest = tree;
  return (
    <StaffThemeProvider>
      <MenuEditor
        menu="footer"
        title="Footer"
        description="Links"
        tree={tree}
        errors={validateMenus(tree)}
        pages={[
          { url: '/about', title: 'About', anchors: [{ anchor: 'menu', label: 'Our menu' }] },
          { url: '/blog', title: 'Blog', anchors: [] },
        ]}
        onChange={setTree}
      />
    </StaffThemeProvider>
  );
}

/** happy-dom lays nothing out: each menu item gets a 90 px tall box, one below the other. */
function stubLayout() {
  const original = Element.prototype.getBoundingClientRect;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const item = this.closest('[data-menu-item]');
    if (!item?.parentElement) return original.call(this);
    const index = [...item.parentElement.children].indexOf(item);
    return DOMRect.fromRect({ x: 0, y: index * 100, width: 400, height: 90 });
  });
}

beforeEach(() => stubLayout());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const order = () => latest.footer.map((n) => n.text);

describe('the menu editor', () => {
  it('moves an item by keyboard: Space on its handle, an arrow key, Space', async () => {
    render(
      <Harness
        initial={menuTreeOf({
          header: [],
          footer: [
            link('a', 'About', '/about'),
            link('b', 'Blog', '/blog'),
            link('c', 'Catering', '/catering'),
          ],
        })}
      />,
    );
    const handle = screen.getByRole('button', { name: 'Move Catering' });
    handle.focus();
    await act(async () => {
      fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    });
    await act(async () => {
      fireEvent.keyDown(handle, { code: 'ArrowUp', key: 'ArrowUp' });
      await new Promise((r) => setTimeout(r, 50));
    });
    await act(async () => {
      fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(order()).toEqual(['About', 'Catering', 'Blog']);
  });

  it("links to a page, then optionally to one of its blocks' anchors", async () => {
    render(<Harness initial={menuTreeOf({ header: [], footer: [link('a', 'About', '/about')] })} />);
    const item = screen.getByRole('group', { name: /Footer item 1/ });
    const part = within(item).getByRole('combobox', { name: 'Part of the page' });
    expect((part as HTMLInputElement).value).toBe('Top of the page');
    fireEvent.click(part);
    fireEvent.click(await screen.findByRole('option', { name: 'Our menu (#menu)', hidden: true }));
    expect(latest.footer[0]?.url).toBe('/about#menu');
    expect(within(item).getByText('/about#menu'), 'the link is shown under the page').toBeTruthy();
    fireEvent.click(within(item).getByRole('combobox', { name: 'Part of the page' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Top of the page', hidden: true }));
    expect(latest.footer[0]?.url).toBe('/about');
  });

  it('offers no part of a page without anchors', () => {
    render(<Harness initial={menuTreeOf({ header: [], footer: [link('b', 'Blog', '/blog')] })} />);
    const item = screen.getByRole('group', { name: /Footer item 1/ });
    expect(within(item).queryByRole('combobox', { name: 'Part of the page' })).toBeNull();
  });

  it('adds a link, and refuses a javascript: address as it is typed', async () => {
    render(<Harness initial={menuTreeOf({ header: [], footer: [link('a', 'About', '/about')] })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a link to the footer' }));
    const item = screen.getByRole('group', { name: /Footer item 2/ });
    fireEvent.change(within(item).getByRole('textbox', { name: 'Label' }), { target: { value: 'Evil' } });
    fireEvent.click(within(item).getByText('An address'));
    const address = within(item).getByRole('textbox', { name: 'Address' });
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    expect(await within(item).findByText(/Use https:\/\/…, http:\/\/…, mailto:… or tel:…/)).toBeTruthy();
    expect(address.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(address, { target: { value: 'https://example.test/menu' } });
    expect(address.getAttribute('aria-invalid')).not.toBe('true');
    expect(latest.footer.map((n) => [n.text, n.url])).toEqual([
      ['About', '/about'],
      ['Evil', 'https://example.test/menu'],
    ]);
  });
});
