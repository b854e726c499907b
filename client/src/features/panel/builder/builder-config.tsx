/**
 * Puck's config for the body of a post of one type, derived from the block declarations
 * (shared/page-blocks/block-declarations.ts): every block the type may hold, with its label,
 * fields (builder-fields.tsx) and default props, rendered on the canvas by the public site's own
 * block components (client/src/blocks/) — what staff see is what visitors get. Adding a block is
 * one declaration plus one render component; nothing here names a block.
 */
import type { ComponentConfig, Config } from '@puckeditor/core';
import { type ReactNode, Suspense } from 'react';
import { blockAllowedIn, PAGE_BLOCKS } from '#shared/page-blocks/block-declarations.ts';
import { BLOCK_TYPES } from '#shared/page-blocks/block-defaults.ts';
import type { BlockField } from '#shared/page-blocks/block-fields.ts';
import type { BlockType } from '#shared/page-blocks/block-props.ts';
import { normalizeBlockProps } from '#shared/page-blocks/normalize-block-props.ts';
import { preloadEveryBlock, renderBlock } from '../../../blocks/block-registry.tsx';
import { builderFields } from './builder-fields.tsx';
import { CanvasPage } from './canvas-page.tsx';

/** The block palette's groups, by what a block is for. */
export const BLOCK_GROUPS: { title: string; blocks: readonly BlockType[] }[] = [
  { title: 'Page head', blocks: ['Hero', 'BlogPost', 'CallToAction'] },
  { title: 'Text and media', blocks: ['RichText', 'Image', 'Gallery', 'Video'] },
  { title: 'Lists of the site', blocks: ['MembersGrid', 'Cuisines', 'Showcases', 'BlogList', 'FaqList'] },
  { title: 'Where the trucks are', blocks: ['TodayStops', 'WeekStops', 'NextStops'] },
  { title: 'About the collective', blocks: ['Catering', 'OpeningHours', 'SocialLinks'] },
];

/**
 * A block on the canvas. One that shows nothing yet on the site (a new page's empty rich text, a
 * call to action without words) would be a block of no height, out of reach of the mouse: its
 * frame is then painted as a placeholder that names it (builder.css).
 */
function CanvasBlock({ type, props }: { type: BlockType; props: Record<string, unknown> }) {
  return (
    <div
      className="builder-canvas__block"
      data-empty-label={`${PAGE_BLOCKS[type].label}: empty — select it to fill it in`}
    >
      <Suspense fallback={<div className="builder-canvas__loading" aria-hidden="true" />}>
        {renderBlock(type, normalizeBlockProps(type, props))}
      </Suspense>
    </div>
  );
}

function componentOf(type: BlockType): ComponentConfig {
  const declaration = PAGE_BLOCKS[type];
  return {
    label: declaration.label,
    fields: builderFields(declaration.fields as Record<string, BlockField>),
    defaultProps: { ...declaration.defaultProps },
    render: (props) => <CanvasBlock type={type} props={props as Record<string, unknown>} />,
  };
}

/** The blocks a body of a post of this type may hold, as Puck's config. */
export function builderConfig(postTypeId: number): Config {
  // every block's code ahead (the public site loads most on demand): the canvas shows a block at once
  preloadEveryBlock().catch((error: unknown) => console.error(error));
  const allowed = BLOCK_TYPES.filter((type) => blockAllowedIn(type, postTypeId));
  const components = Object.fromEntries(allowed.map((type) => [type, componentOf(type)]));
  const categories = Object.fromEntries(
    BLOCK_GROUPS.map((group) => [
      group.title.toLowerCase().replace(/\W+/g, '-'),
      { title: group.title, components: group.blocks.filter((type) => allowed.includes(type)) },
    ]),
  );
  // the page's own fields (title, url, SEO) are on the edit screen: the root edits nothing here,
  // it draws the page around the blocks as the site does (its title header)
  return {
    components,
    categories,
    root: {
      fields: {},
      render: ({ children }: { children: ReactNode }) => <CanvasPage>{children}</CanvasPage>,
    },
  };
}
