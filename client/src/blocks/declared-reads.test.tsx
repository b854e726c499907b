/**
 * The reads a block declares (`reads(props)`, shared/page-blocks/<block>/props.ts) are exactly
 * the reads its renderer makes: for every block type of the registry, with its props empty, filled,
 * switched off and of the wrong kinds, the SWR keys the rendered block asks for are the paths
 * shared/page-blocks/document-reads.ts gives, which are what the BFF inlines into the page's first
 * paint (server/pages/block-reads.ts `postPageReads`). A renderer reading something its block does
 * not declare (a visitor's extra request) or a declaration the renderer no longer reads (an inlined
 * answer nobody uses) fails here.
 */
import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { INITIAL_SITE_READS } from '#shared/initial-site.ts';
import { PAGE_BLOCKS } from '#shared/page-blocks/block-declarations.ts';
import { BLOCK_TYPES } from '#shared/page-blocks/block-defaults.ts';
import type { BlockField } from '#shared/page-blocks/block-fields.ts';
import type { BlockType } from '#shared/page-blocks/block-props.ts';
import { documentReads } from '#shared/page-blocks/document-reads.ts';
import { BFF } from '#shared/public-api-paths.ts';
import type { PageDocument } from '#shared/schemas/page-document.ts';
import { BLOCK_COMPONENTS, preloadBlocks } from './block-registry.tsx';
import { PageRenderer } from './page-renderer.tsx';

/** every page reads these whatever its blocks (the site's options, socials…): not a block's */
const SITE_WIDE = new Set<string>([...INITIAL_SITE_READS, BFF.session]);

type Variant = 'filled' | 'off' | 'wrong';

let nextId = 1;

/** A stored value for a field: filled (ids, lists, toggles on), off (none, toggles off), of the wrong kind. */
function sample(field: BlockField, variant: Variant): unknown {
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'richtext':
      return variant === 'wrong' ? 5 : `x${nextId++}`;
    case 'number':
      return variant === 'wrong' ? '4' : Math.min(field.max, field.min + 4);
    case 'select':
    case 'radio':
      if (variant === 'wrong') return 'yes';
      return variant === 'off' ? field.options.at(-1)?.value : field.options[0]?.value;
    case 'array':
      if (variant === 'wrong') return 'x';
      return variant === 'off'
        ? []
        : [
            sampleProps(field.arrayFields, variant),
            sampleProps(field.arrayFields, variant),
            'not an item',
            null,
          ];
    case 'object':
      return variant === 'wrong' ? 'x' : sampleProps(field.objectFields, variant);
    case 'custom':
      switch (field.kind) {
        case 'media':
          return variant === 'filled' ? nextId++ : variant === 'off' ? null : '7';
        case 'postIds':
          return variant === 'filled' ? [4, 3, 2.5] : variant === 'off' ? [] : 'all';
        case 'faqCategory':
        case 'category':
          // 0: a number, so the renderer takes it, but no id
          return variant === 'filled' ? 2 : variant === 'off' ? null : 0;
      }
  }
}

function sampleProps(fields: object, variant: Variant): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields as Record<string, BlockField>).map(([name, field]) => [
      name,
      sample(field, variant),
    ]),
  );
}

function documentWith(type: BlockType, props: Record<string, unknown>): PageDocument {
  return { root: { props: {} }, content: [{ type, props: { ...props, id: `${type}-1` } }], zones: {} };
}

/** The paths the rendered document asks the API for, beyond what every page reads. */
async function requestedBy(document: PageDocument): Promise<string[]> {
  const requested = new Set<string>();
  const fetcher = (key: string) => {
    requested.add(key);
    return new Promise(() => {});
  };
  await preloadBlocks(document);
  render(
    <SWRConfig value={{ provider: () => new Map(), fetcher }}>
      <MemoryRouter initialEntries={['/']}>
        <PageRenderer document={document} />
      </MemoryRouter>
    </SWRConfig>,
  );
  await act(async () => {});
  return [...requested].filter((key) => !SITE_WIDE.has(key)).sort();
}

afterEach(cleanup);

describe('each block reads what it declares, which is what the BFF inlines', () => {
  it('covers every block of the registry', () => {
    expect(Object.keys(BLOCK_COMPONENTS).sort()).toEqual([...BLOCK_TYPES].sort());
  });

  for (const type of BLOCK_TYPES) {
    it(type, async () => {
      const variants: Array<[string, Record<string, unknown>]> = [
        ['empty', {}],
        ...(['filled', 'off', 'wrong'] as const).map((variant): [string, Record<string, unknown>] => [
          variant,
          sampleProps(PAGE_BLOCKS[type].fields, variant),
        ]),
      ];
      for (const [variant, props] of variants) {
        const document = documentWith(type, props);
        expect(await requestedBy(document), `${type}, ${variant}: ${JSON.stringify(props)}`).toEqual(
          [...documentReads(document)].sort(),
        );
        cleanup();
      }
    });
  }

  it('a filled page reads something: the blocks with data are not all silent', async () => {
    const reads = BLOCK_TYPES.flatMap((type) =>
      documentReads(documentWith(type, sampleProps(PAGE_BLOCKS[type].fields, 'filled'))),
    );
    expect(reads.length).toBeGreaterThan(10);
  });
});
