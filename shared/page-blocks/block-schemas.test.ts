/**
 * The block declarations agree with themselves: each block's defaults pass the schema derived from
 * its fields, each field is one Puck knows, and the document schemas take what they should.
 */
import t from 'tap';
import { Value } from 'typebox/value';
import { POST_TYPE, POST_TYPE_IDS } from '../ids/post-types.ts';
import { PageDocumentBodySchema, PageDocumentSchema } from '../schemas/page-document.ts';
import { blockAllowedIn, PAGE_BLOCKS } from './block-declarations.ts';
import { BLOCK_COMMON_DEFAULT_PROPS, BLOCK_DEFAULT_PROPS, BLOCK_TYPES } from './block-defaults.ts';
import type { BlockField } from './block-fields.ts';
import { BLOCK_PROPS_SCHEMAS, DeclaredBlockSchema } from './block-schemas.ts';

/** Field types of Puck's field config (`custom` for the pickers of this app). */
const PUCK_FIELD_TYPES = new Set([
  'text',
  'textarea',
  'richtext',
  'number',
  'select',
  'radio',
  'array',
  'object',
  'custom',
]);

function fieldTypes(fields: Record<string, BlockField>): string[] {
  return Object.values(fields).flatMap((field) => [
    field.type,
    ...(field.type === 'array' ? fieldTypes(field.arrayFields as Record<string, BlockField>) : []),
    ...(field.type === 'object' ? fieldTypes(field.objectFields as Record<string, BlockField>) : []),
  ]);
}

t.test("every block's defaults pass its schema", async (t) => {
  t.same(Object.keys(BLOCK_PROPS_SCHEMAS).sort(), [...BLOCK_TYPES].sort());
  for (const type of BLOCK_TYPES) {
    const props = { ...BLOCK_DEFAULT_PROPS[type], id: `${type}-1` };
    t.ok(
      Value.Check(BLOCK_PROPS_SCHEMAS[type], props),
      `${type}: ${JSON.stringify(Value.Errors(BLOCK_PROPS_SCHEMAS[type], props))}`,
    );
    t.ok(Value.Check(DeclaredBlockSchema, { type, props }), `${type} is a declared block`);
    t.same(
      PAGE_BLOCKS[type].defaultProps,
      { ...BLOCK_DEFAULT_PROPS[type], ...BLOCK_COMMON_DEFAULT_PROPS },
      `${type} declares the shared defaults, and those of every block`,
    );
  }
});

t.test('every block has one field per prop, each of a Puck field type', async (t) => {
  for (const type of BLOCK_TYPES) {
    const fields = PAGE_BLOCKS[type].fields as Record<string, BlockField>;
    t.same(
      Object.keys(fields).sort(),
      Object.keys({ ...BLOCK_DEFAULT_PROPS[type], ...BLOCK_COMMON_DEFAULT_PROPS }).sort(),
      type,
    );
    for (const fieldType of fieldTypes(fields))
      t.ok(PUCK_FIELD_TYPES.has(fieldType), `${type}: ${fieldType}`);
    t.ok(PAGE_BLOCKS[type].label.length > 0, `${type} has a label`);
  }
});

t.test('a block schema refuses wrong types, undeclared props and a missing id', async (t) => {
  const check = (type: string, props: Record<string, unknown>) =>
    Value.Check(DeclaredBlockSchema, { type, props });
  t.ok(check('Hero', { id: 'h' }), 'a missing prop reads as its default');
  t.ok(check('Hero', { id: 'h', image: 5, ctaUrl: '/members' }));
  t.notOk(check('Hero', { id: 'h', title: 5 }), 'a number for a text');
  t.notOk(check('Hero', { id: 'h', image: '5' }), 'a media id is a number');
  t.notOk(check('Hero', { id: 'h', image: { id: 5, path: 'library/' } }), 'media as ids only');
  t.notOk(check('Hero', { id: 'h', ctaUrl: 'javascript:alert(1)' }), 'links as menus take them');
  t.notOk(check('Hero', { id: 'h', colour: 'red' }), 'an undeclared prop');
  t.notOk(check('Hero', { title: 'x' }), 'no id');
  t.notOk(check('Hero', { id: '' }), 'an empty id');
  t.notOk(check('Nope', { id: 'n' }), 'an unknown type');
  t.notOk(check('MembersGrid', { id: 'm', limit: 1.5 }), 'counts are whole numbers');
  t.notOk(check('MembersGrid', { id: 'm', limit: 101 }), 'counts are bounded');
  t.notOk(check('MembersGrid', { id: 'm', showCuisines: 'yes' }), 'toggles are booleans');
  t.notOk(check('MembersGrid', { id: 'm', memberIds: [1, 'two'] }));
  t.notOk(check('Gallery', { id: 'g', items: [{ image: 1 }] }), 'list items have all their fields');
  t.notOk(check('Gallery', { id: 'g', items: [{ image: 1, caption: '', extra: 1 }] }), 'and no others');
  t.ok(check('Gallery', { id: 'g', items: [{ image: null, caption: 'Oven' }] }));
  t.notOk(check('FaqList', { id: 'f', categoryId: '3' }));
  t.ok(check('FaqList', { id: 'f', categoryId: 3 }));
});

t.test('the written document checks blocks in content and zones; the read document takes any', async (t) => {
  const document = (content: unknown[], zones: Record<string, unknown[]> = {}) => ({
    root: { props: { title: 'x' } },
    content,
    zones,
  });
  const every = BLOCK_TYPES.map((type) => ({
    type,
    props: { ...BLOCK_DEFAULT_PROPS[type], id: `${type}-1` },
  }));
  t.ok(Value.Check(PageDocumentBodySchema, document(every, { 'Hero-1:main': every })), 'every block type');
  const unknown = document([{ type: 'Marquee', props: { id: 'm', text: 'hi' } }]);
  t.notOk(Value.Check(PageDocumentBodySchema, unknown), 'an unknown block is not written');
  t.ok(Value.Check(PageDocumentSchema, unknown), '…but an older body holding one is read');
  const wrongInZone = document([], { 'Hero-1:main': [{ type: 'RichText', props: { id: 'r', html: 1 } }] });
  t.notOk(Value.Check(PageDocumentBodySchema, wrongInZone), 'blocks of zones are checked too');
  t.ok(Value.Check(PageDocumentSchema, wrongInZone));
});

t.test('each block names the post types that may hold it', async (t) => {
  for (const type of BLOCK_TYPES) t.ok(PAGE_BLOCKS[type].postTypes.length > 0, type);
  t.ok(blockAllowedIn('BlogPost', POST_TYPE.blog));
  t.notOk(blockAllowedIn('BlogPost', POST_TYPE.page));
  for (const postType of POST_TYPE_IDS) t.ok(blockAllowedIn('RichText', postType));
});
