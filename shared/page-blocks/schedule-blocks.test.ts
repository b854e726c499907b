/**
 * The truck-schedule blocks ("Today", "This week", "Next stops"; issue 28) as declared in their
 * folders, before the registries take them (with their renderers, client/src/blocks/): each
 * one's defaults pass the schema its fields derive, its fields are its props, and its reads are
 * the stops collection's public reads, the member's read made from the chosen id and limit.
 */
import t from 'tap';
import Type, { type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { collectionNamed } from '../collections/content-collections.ts';
import { PUBLIC_API } from '../public-api-paths.ts';
import type { BlockDeclaration } from './block-declarations.ts';
import type { BlockField } from './block-fields.ts';
import { readPaths } from './block-reads.ts';
import { fieldSchema } from './block-schemas.ts';
import { NEXT_STOPS_BLOCK } from './next-stops/declaration.ts';
import { nextStopsPath, nextStopsReads } from './next-stops/props.ts';
import { TODAY_STOPS_BLOCK } from './today-stops/declaration.ts';
import { WEEK_STOPS_BLOCK } from './week-stops/declaration.ts';

const BLOCKS = { Today: TODAY_STOPS_BLOCK, 'This week': WEEK_STOPS_BLOCK, 'Next stops': NEXT_STOPS_BLOCK };

/** a public read of the stops collection, `:id` standing for a member's id */
const isStopsRead = (path: string) =>
  collectionNamed('stops').publicReads.some((read) =>
    new RegExp(`^${read.replace(':id', '\\d+')}(\\?limit=\\d+)?$`).test(path),
  );

for (const [label, block] of Object.entries(BLOCKS) as [string, BlockDeclaration<object>][]) {
  t.test(`${label}: fields, defaults and reads agree`, async (t) => {
    t.equal(block.label, label);
    const fields = block.fields as Record<string, BlockField>;
    t.same(Object.keys(fields).sort(), Object.keys(block.defaultProps).sort(), 'a field for each prop');
    const schema = Type.Object(
      Object.fromEntries(
        Object.entries(fields).map(([name, field]) => [name, fieldSchema(field) as TSchema]),
      ),
      { additionalProperties: false },
    );
    t.ok(Value.Check(schema, block.defaultProps), 'the defaults pass the schema of the fields');
    t.ok(block.postTypes.length > 0);
    for (const path of readPaths(block.reads(block.defaultProps)))
      t.ok(isStopsRead(path), `${path}: a stops read`);
  });
}

t.test('the blocks read today, the week, and a chosen member’s next stops', async (t) => {
  t.same(readPaths(TODAY_STOPS_BLOCK.reads(TODAY_STOPS_BLOCK.defaultProps)), [PUBLIC_API.schedule.today]);
  t.same(readPaths(WEEK_STOPS_BLOCK.reads(WEEK_STOPS_BLOCK.defaultProps)), [PUBLIC_API.schedule.week]);
  const defaults = NEXT_STOPS_BLOCK.defaultProps;
  t.same(readPaths(nextStopsReads(defaults)), [], 'no member chosen: the page’s own, read with the page');
  t.same(readPaths(nextStopsReads({ ...defaults, memberIds: [12], limit: 3 })), [
    '/api/schedule/members/12?limit=3',
  ]);
  t.same(
    readPaths(nextStopsReads({ ...defaults, memberIds: ['x' as unknown as number, 7] })),
    ['/api/schedule/members/7?limit=5'],
    'stored JSON: only an id counts',
  );
  t.equal(nextStopsPath(4, 0), '/api/schedule/members/4?limit=1', 'the limit kept within the API’s');
  t.equal(nextStopsPath(4, 500), '/api/schedule/members/4?limit=50');
});
