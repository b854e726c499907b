import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { MENU_MAX_CHILDREN } from '#shared/limits.ts';
import type { MenuBody } from '#shared/schemas/domain-options.ts';
import { MenusDocumentSchema } from '#shared/schemas/options-requests.ts';
import {
  addItem,
  canNest,
  emptyNode,
  LINK_RULE_TEXT,
  type MenuNode,
  type MenuTree,
  menuErrorsOf,
  menuTreeOf,
  moveItem,
  moveOnto,
  nestItem,
  removeItem,
  sameMenus,
  toMenusRequest,
  unnestItem,
  updateItem,
  validateMenus,
} from './menu-tree.ts';

const link = (uuid: string, text: string, url: string, children?: MenuBody['header']) => ({
  uuid,
  text,
  url,
  type: 'VLink' as const,
  ...(children ? { mode: 'dropdown' as const, children } : {}),
});

const BODY: MenuBody = {
  header: [
    link('members', 'Members', '/members', [link('tacos', 'Tacos', '/members/tacos')]),
    link('about', 'About', '/about'),
    link('blog', 'Blog', '/blog'),
  ],
  footer: [link('f-about', 'About', '/about'), link('f-mail', 'Write to us', 'mailto:hi@example.test')],
};

const ids = (nodes: readonly MenuNode[]) => nodes.map((n) => n.uuid);
const node = (uuid: string, text: string, url: string, kind: MenuNode['kind'] = 'page'): MenuNode => ({
  uuid,
  text,
  url,
  kind,
  children: [],
});

describe('the menu tree', () => {
  it('reads the API’s menus and writes them back unchanged, as the request schema wants them', () => {
    const tree = menuTreeOf(BODY);
    expect(tree.footer[1]?.kind).toBe('address');
    expect(tree.header[0]?.kind).toBe('page');
    const request = toMenusRequest(tree);
    expect(request).toEqual({ menuBody: BODY });
    expect(Value.Check(MenusDocumentSchema, request)).toBe(true);
  });

  it('edits one item at a time when two share a uuid (the demo gave both "About" links one)', () => {
    const shared: MenuBody = {
      header: [link('about-6', 'About', '/about')],
      footer: [link('about-6', 'About', '/about')],
    };
    const tree = menuTreeOf(shared);
    const footerAbout = tree.footer[0]?.uuid ?? '';
    expect(footerAbout).not.toBe('about-6');
    const edited = updateItem(tree, footerAbout, { url: '/about#menu' });
    expect(edited.header[0]?.url).toBe('/about');
    expect(edited.footer[0]?.url).toBe('/about#menu');
  });

  it('adds items to a menu and links under a header item', () => {
    let tree = menuTreeOf(BODY);
    tree = addItem(tree, 'footer', node('new-f', 'Catering', '/catering'));
    tree = addItem(tree, 'header', node('new-child', 'Smoky Joe', '/members/smoky-joe'), 'about');
    expect(ids(tree.footer)).toEqual(['f-about', 'f-mail', 'new-f']);
    expect(ids(tree.header[1]?.children ?? [])).toEqual(['new-child']);
    expect(addItem(tree, 'footer', node('x', 'x', '/x'), 'f-about')).toBe(tree);
    const request = toMenusRequest(tree);
    expect(request.menuBody.header[1]).toMatchObject({ mode: 'dropdown', children: [{ uuid: 'new-child' }] });
    expect(Value.Check(MenusDocumentSchema, request)).toBe(true);
  });

  it('nests a header item one level under the item above, never deeper, and takes it out again', () => {
    let tree = menuTreeOf(BODY);
    expect(canNest(tree, 'members')).toBe(false); // the first item has nothing above it
    expect(canNest(tree, 'tacos')).toBe(false); // already a dropdown link: two levels at most
    expect(canNest(tree, 'f-mail')).toBe(false); // the footer is flat
    tree = nestItem(tree, 'about');
    expect(ids(tree.header)).toEqual(['members', 'blog']);
    expect(ids(tree.header[0]?.children ?? [])).toEqual(['tacos', 'about']);
    // an item with a dropdown of its own cannot go under another one
    tree = addItem(tree, 'header', node('blog-child', 'Opening', '/blog/opening'), 'blog');
    expect(canNest(tree, 'blog')).toBe(false);
    expect(nestItem(tree, 'blog')).toBe(tree);

    tree = unnestItem(tree, 'about');
    expect(ids(tree.header)).toEqual(['members', 'about', 'blog']);
    expect(ids(tree.header[0]?.children ?? [])).toEqual(['tacos']);
  });

  it('lets a full dropdown take no more links', () => {
    let tree: MenuTree = { header: [node('a', 'A', '/a'), node('b', 'B', '/b')], footer: [] };
    for (let i = 0; i < MENU_MAX_CHILDREN; i++) tree = addItem(tree, 'header', node(`c${i}`, 'C', '/c'), 'a');
    expect(tree.header[0]?.children).toHaveLength(MENU_MAX_CHILDREN);
    expect(canNest(tree, 'b')).toBe(false);
  });

  it('reorders among siblings only, and removes an item with its dropdown', () => {
    let tree = menuTreeOf(BODY);
    tree = moveItem(tree, 'blog', 0);
    expect(ids(tree.header)).toEqual(['blog', 'members', 'about']);
    tree = moveOnto(tree, 'blog', 'about');
    expect(ids(tree.header)).toEqual(['members', 'about', 'blog']);
    expect(moveOnto(tree, 'tacos', 'about')).toBe(tree); // a dropdown link does not leave its list by a drop
    expect(moveOnto(tree, 'f-about', 'about')).toBe(tree); // nor does a footer link
    tree = removeItem(tree, 'members');
    expect(ids(tree.header)).toEqual(['about', 'blog']);
    expect(JSON.stringify(tree)).not.toContain('tacos');
  });

  it('refuses javascript: and every other scheme but http(s), mailto and tel, wherever the link is', () => {
    let tree = menuTreeOf(BODY);
    expect(validateMenus(tree)).toEqual({});
    tree = updateItem(tree, 'tacos', { url: 'javascript:alert(1)', kind: 'address' });
    tree = updateItem(tree, 'f-mail', { url: 'JAVASCRIPT:alert(1)', kind: 'address' });
    tree = updateItem(tree, 'blog', { url: 'data:text/html,<script>alert(1)</script>', kind: 'address' });
    tree = updateItem(tree, 'about', { url: 'ftp://files.example', kind: 'address' });
    tree = addItem(tree, 'footer', { ...emptyNode(), uuid: 'empty' });
    expect(validateMenus(tree)).toEqual({
      'tacos.url': LINK_RULE_TEXT,
      'f-mail.url': LINK_RULE_TEXT,
      'blog.url': LINK_RULE_TEXT,
      'about.url': LINK_RULE_TEXT,
      'empty.text': 'Give the link a label',
      'empty.url': 'Choose a page',
    });
    for (const good of [
      'https://instagram.com/x',
      'http://example.test',
      'mailto:a@b.test',
      'tel:+15550100',
    ]) {
      expect(validateMenus(updateItem(menuTreeOf(BODY), 'blog', { url: good, kind: 'address' }))).toEqual({});
    }
    // a path typed as an address is a page of this site: the page picker says which
    expect(validateMenus(updateItem(menuTreeOf(BODY), 'blog', { url: '/blog', kind: 'address' }))).toEqual({
      'blog.url': 'For a page of this site, choose “Page”',
    });
  });

  it('puts the API’s errors on the items they name and keeps the rest for a toast', () => {
    const tree = menuTreeOf(BODY);
    const { fields, rest } = menuErrorsOf(tree, {
      'menuBody.header.0.children.0.url': ['must match pattern "^(?:https?://…"'],
      'menuBody.footer.1.text': ['must NOT have more than 100 characters'],
      'menuBody.header': ['must NOT have more than 30 items'],
    });
    expect(fields).toEqual({
      'tacos.url': LINK_RULE_TEXT,
      'f-mail.text': 'must NOT have more than 100 characters',
    });
    expect(rest).toEqual({ 'menuBody.header': ['must NOT have more than 30 items'] });
  });

  it('tells a changed menu from the saved one', () => {
    const saved = menuTreeOf(BODY);
    expect(sameMenus(saved, menuTreeOf(BODY))).toBe(true);
    expect(sameMenus(saved, moveItem(saved, 'blog', 0))).toBe(false);
    expect(sameMenus(saved, updateItem(saved, 'about', { text: 'About us' }))).toBe(false);
  });
});
