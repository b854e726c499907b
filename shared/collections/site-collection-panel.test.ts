/**
 * The panel sections the site-scoped collections declare point at what exists: each form field is
 * a property of the declared create body, the name and the columns are properties of the item,
 * the name a form field where there are fields (none: the screen's form), a choice comes from
 * a collection with a panel, a delete changes collections that exist. Whether a field is required
 * and how long it may be are not declared twice: `fieldRulesOf` reads them from the create body
 * (the generated form enforcing them: client/src/features/panel/collections/site-collection-section.test.tsx).
 */
import t from 'tap';
import Type, { type TSchema } from 'typebox';
import { CONTENT_COLLECTIONS, type ContentCollection } from './content-collections.ts';
import { fieldRulesOf } from './site-collection-panel.ts';

const collections: readonly ContentCollection[] = CONTENT_COLLECTIONS;
const withPanel = collections.flatMap((c) => (c.panel ? [{ collection: c, panel: c.panel }] : []));
const slugs = new Set(collections.map((c) => c.slug));

t.ok(
  withPanel.length >= 5,
  'FAQ entries and categories, categories, cuisine tags and analytics items declare theirs',
);

for (const { collection, panel } of withPanel) {
  t.test(collection.slug, async (t) => {
    t.ok(collection.siteScoped, 'a panel section is made for a site-scoped collection');
    const create = collection.schemas.create as
      | (TSchema & { properties: Record<string, TSchema> })
      | undefined;
    t.ok(create, 'it has a create body');
    const item = collection.schemas.item as TSchema & { properties: Record<string, TSchema> };
    const names = panel.fields.map((f) => f.name);
    t.ok(item.properties[panel.nameField], 'its name is a property of the item');
    if (names.length > 0) t.ok(names.includes(panel.nameField), 'its name is a field');
    for (const column of panel.columns ?? [])
      t.ok(item.properties[column.field], `column ${column.field} is a property of the item`);
    for (const field of panel.fields) {
      t.ok(create?.properties[field.name], `${field.name} is in the create body`);
      if (field.kind === 'select') {
        const from = collections.find((c) => c.slug === field.optionsFrom);
        t.ok(from?.panel, `${field.name}'s options come from a collection with a panel`);
      }
    }
    for (const other of panel.deleteChanges ?? []) t.ok(slugs.has(other), `a delete changes ${other}`);
  });
}

t.test("a field's rules are its create body's", async (t) => {
  const body = Type.Object({
    title: Type.String({ minLength: 1, maxLength: 100 }),
    note: Type.Optional(Type.String({ maxLength: 20 })),
    src: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
    icon: Type.Object({ id: Type.String() }),
  });
  t.same(fieldRulesOf(body, 'title'), { required: true, maxLength: 100 });
  t.same(fieldRulesOf(body, 'note'), { required: false, maxLength: 20 });
  t.same(fieldRulesOf(body, 'icon'), { required: true });
  t.same(fieldRulesOf(body, 'src'), { required: false, maxLength: 1000 }, 'a string that may be null');
  t.same(fieldRulesOf(undefined, 'title'), { required: false });
  const faq = CONTENT_COLLECTIONS.find((c) => c.slug === 'faqs');
  t.same(fieldRulesOf(faq?.schemas.create, 'question'), { required: true, maxLength: 500 });
  t.same(fieldRulesOf(faq?.schemas.create, 'category'), { required: false });
});
