/**
 * Builders of page-builder blocks for the demo content, typed by the shared block declarations
 * (shared/page-blocks/block-declarations.ts): each block starts from its declared default props.
 * demo-sites.test.ts checks every demo body against the schema the API stores bodies with.
 */
import { PAGE_BLOCKS } from '#shared/page-blocks/block-declarations.ts';
import type { BlockPropsByType, BlockType, TypedBlock } from '#shared/page-blocks/block-props.ts';
import type { Block, PageDocument } from '#shared/schemas/page-document.ts';

let counter = 0;
function block<K extends BlockType>(type: K, props: Partial<BlockPropsByType[K]>): TypedBlock<K> {
  counter += 1;
  return {
    type,
    props: { ...PAGE_BLOCKS[type].defaultProps, ...props, id: `${type}-${counter}` },
  } as TypedBlock<K>;
}

export const hero = (title: string, subtitle: string, cta?: { label: string; url: string }) =>
  block('Hero', { title, subtitle, ctaLabel: cta?.label ?? '', ctaUrl: cta?.url ?? '' });
export const richText = (html: string, title = '') => block('RichText', { title, html });
export const membersGrid = (title: string, limit = 6) => block('MembersGrid', { title, limit });
export const faqList = (title: string) => block('FaqList', { title });
export const callToAction = (title: string, text: string, buttonLabel: string, buttonUrl: string) =>
  block('CallToAction', { title, text, buttonLabel, buttonUrl });
export const blogList = (title: string, limit = 3, showCategoryFilter = false) =>
  block('BlogList', { title, limit, showCategoryFilter });
export const openingHours = (title: string, hours: { day: string; open: string; close: string }[]) =>
  block('OpeningHours', { title, hours });
export const catering = (title: string, html: string) => block('Catering', { title, html });
export const blogPost = (title: string, date: string, html: string) =>
  block('BlogPost', { title, date, html });
export const showcases = (title: string, limit = 6) => block('Showcases', { title, limit });
export const cuisines = (title: string) => block('Cuisines', { title });
export const socialLinks = (title: string) => block('SocialLinks', { title });

export function pageDocument(title: string, content: TypedBlock[]): PageDocument {
  return { root: { props: { title } }, content: content as unknown as Block[], zones: {} };
}
