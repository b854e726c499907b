/**
 * The panel sections the site-scoped collections declare agree with the rest of their declaration:
 * each form field is a property of the declared create body (its maxLength the schema's, required
 * when the schema requires it), the name and the columns are fields, a choice comes from a
 * collection with a panel, a delete changes collections that exist, and an update is declared
 * only where the collection has an update body.
 */
import t from 'tap';
import type { TSchema } from 'typebox';
import { CONTENT_COLLECTIONS, type ContentCollection } from './content-collections.ts';

const collections: readonly ContentCollection[] = CONTENT_COLLECTIONS;
const withPanel = collections.flatMap((c) => (c.panel ? [{ collection: c, panel: c.panel }] : []));
const slugs = new Set(collections.map((c) => c.slug));

t.ok(withPanel.length >= 4, 'FAQ entries and categories, categories and cuisine tags declare theirs');

for (const { collection, panel } of withPanel) {
  t.test(collection.slug, async (t) => {
    t.ok(collection.siteScoped, 'a panel section is made for a site-scoped collection');
    const create = collection.schemas.create as
      | (TSchema & { properties: Record<string, TSchema & { maxLength?: number }>; required?: string[] })
      | undefined;
    t.ok(create, 'it has a create body');
    const names = panel.fields.map((f) => f.name);
    t.ok(names.includes(panel.nameField), 'its name is a field');
    for (const column of panel.columns ?? [])
      t.ok(names.includes(column.field), `column ${column.field} is a field`);
    for (const field of panel.fields) {
      const property = create?.properties[field.name];
      t.ok(property, `${field.name} is in the create body`);
      if (field.maxLength !== undefined)
        t.equal(field.maxLength, property?.maxLength, `${field.name}'s maxLength`);
      if (create?.required?.includes(field.name))
        t.ok(field.required, `${field.name} is required as the API requires it`);
      if (field.kind === 'select') {
        const from = collections.find((c) => c.slug === field.optionsFrom);
        t.ok(from?.panel, `${field.name}'s options come from a collection with a panel`);
      }
    }
    for (const other of panel.deleteChanges ?? []) t.ok(slugs.has(other), `a delete changes ${other}`);
    t.equal(
      panel.update !== undefined,
      collection.schemas.update !== undefined,
      'an update where there is an update body',
    );
  });
}
