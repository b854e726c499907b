import t from 'tap';
import { linkToAnchor, splitAnchor } from './anchor-links.ts';
import { anchoredBlocks, documentAnchorProblem } from './anchored-blocks.ts';
import { anchorProblem, isBlockAnchor } from './block-anchors.ts';
import { PAGE_BLOCKS } from './block-declarations.ts';
import { BLOCK_TYPES } from './block-defaults.ts';

const block = (id: string, anchor: string, title = '') => ({
  type: 'RichText',
  props: { id, anchor, title },
});

t.test('every block has an anchor field, declared once', async (t) => {
  for (const type of BLOCK_TYPES) {
    t.match(PAGE_BLOCKS[type].fields.anchor, { type: 'text', format: 'anchor' }, type);
    t.equal(PAGE_BLOCKS[type].defaultProps.anchor, '', `${type}: none by default`);
  }
});

t.test('an anchor is an id a link can name', async (t) => {
  for (const good of ['menu', 'Find-us', 'a_1', 'x'.repeat(64)]) t.ok(isBlockAnchor(good), good);
  for (const bad of [
    '',
    'our menu',
    '1st',
    '-x',
    'x#y',
    'é',
    'x'.repeat(65),
    'main',
    'Main',
    'catering-request',
  ])
    t.notOk(isBlockAnchor(bad), bad);
  t.equal(anchorProblem(''), undefined, 'none is fine');
  t.match(anchorProblem('our menu'), /no spaces/);
  t.match(anchorProblem('root'), /the page itself uses/);
});

t.test("a body's anchors: usable, each once", async (t) => {
  const doc = (content: unknown[], zones: Record<string, unknown[]> = {}) => ({
    root: { props: {} },
    content,
    zones,
  });
  t.equal(documentAnchorProblem(doc([block('a', 'menu'), block('b', ''), block('c', 'hours')])), undefined);
  t.match(documentAnchorProblem(doc([block('a', 'menu'), block('b', 'MENU')])), /"MENU" on two blocks/);
  t.match(documentAnchorProblem(doc([block('a', 'menu')], { 'a:z': [block('b', 'menu')] })), /two blocks/);
  t.match(documentAnchorProblem(doc([block('a', 'ok'), block('b', 'not ok')])), /content\.1/);
  t.equal(documentAnchorProblem('not a document'), undefined, 'tolerant of any value');
  t.same(
    anchoredBlocks(doc([block('a', 'menu', ' Our menu '), block('b', '')], { 'a:z': [block('c', 'z')] })),
    [{ anchor: 'menu', type: 'RichText', title: 'Our menu', path: 'content.0' }],
    'in page order; the zones only when asked',
  );
  t.equal(anchoredBlocks(doc([], { 'a:z': [block('c', 'z')] }), true).length, 1);
});

t.test('links to anchors', async (t) => {
  t.equal(linkToAnchor('/about', 'menu'), '/about#menu');
  t.equal(linkToAnchor('/about', ''), '/about');
  t.same(splitAnchor('/about#menu'), { path: '/about', anchor: 'menu' });
  t.same(splitAnchor('/about'), { path: '/about', anchor: '' });
});
