import { describe, expect, it } from 'vitest';
import { POST_TYPE, POST_TYPE_IDS } from '#shared/ids/post-types.ts';
import { blockAllowedIn, PAGE_BLOCKS } from '#shared/page-blocks/block-declarations.ts';
import { BLOCK_TYPES } from '#shared/page-blocks/block-defaults.ts';
import { BLOCK_GROUPS, builderConfig } from './builder-config.tsx';

describe('the builder config, derived from the block declarations', () => {
  it('offers exactly the blocks a post type may hold, each with its fields, defaults and renderer', () => {
    for (const postType of POST_TYPE_IDS) {
      const config = builderConfig(postType);
      const offered = Object.keys(config.components);
      expect(offered.sort()).toEqual(BLOCK_TYPES.filter((type) => blockAllowedIn(type, postType)).sort());
      for (const type of offered) {
        const component = config.components[type];
        const declaration = PAGE_BLOCKS[type as keyof typeof PAGE_BLOCKS];
        expect(component?.label).toBe(declaration.label);
        expect(Object.keys(component?.fields ?? {})).toEqual(Object.keys(declaration.fields));
        expect(component?.defaultProps).toEqual(declaration.defaultProps);
        expect(typeof component?.render).toBe('function');
      }
    }
    expect(Object.keys(builderConfig(POST_TYPE.page).components)).not.toContain('BlogPost');
    expect(Object.keys(builderConfig(POST_TYPE.blog).components)).toContain('BlogPost');
  });

  it('draws pickers, rich text and links as custom fields, and keeps Puck’s own types as declared', () => {
    const { components } = builderConfig(POST_TYPE.page);
    expect(components.Hero?.fields?.image?.type).toBe('custom');
    expect(components.Hero?.fields?.ctaUrl?.type).toBe('custom');
    expect(components.Hero?.fields?.title?.type).toBe('text');
    expect(components.RichText?.fields?.html?.type).toBe('custom');
    expect(components.MembersGrid?.fields?.memberIds?.type).toBe('custom');
    expect(components.MembersGrid?.fields?.limit).toMatchObject({ type: 'number', min: 0, max: 100 });
    expect(components.Gallery?.fields?.items).toMatchObject({ type: 'array', max: 60 });
    expect(components.MembersGrid?.fields?.showCuisines).toMatchObject({ type: 'radio' });
  });

  it('puts every block in exactly one group of the palette', () => {
    const grouped = BLOCK_GROUPS.flatMap((group) => group.blocks);
    expect([...grouped].sort()).toEqual([...BLOCK_TYPES].sort());
    expect(new Set(grouped).size).toBe(grouped.length);
  });
});
