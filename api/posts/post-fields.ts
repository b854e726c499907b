/**
 * What a post write stores: the declared fields only, picked one by one (never a spread request
 * body), so nothing a client adds, and nothing an older row held beyond them, is kept.
 */
import type { PostAttributes, PostExternalData } from '#shared/schemas/content.ts';
import type { Block, PageDocument } from '#shared/schemas/page-document.ts';
import { sanitizeDocumentRichText } from '../rich-text/document-rich-text.ts';
import { stripEmbeddedMedia } from './embedded-media.ts';

/** SEO attributes: the stored ones with the given ones over them. */
export function storedAttributes(
  current: Partial<PostAttributes>,
  given: Partial<PostAttributes> | undefined,
): Partial<PostAttributes> {
  const merged = { ...current, ...given };
  return {
    ...(merged.title === undefined ? {} : { title: merged.title }),
    ...(merged.url === undefined ? {} : { url: merged.url }),
    ...(merged.description === undefined ? {} : { description: merged.description }),
  };
}

export function storedExternalData(data: PostExternalData): PostExternalData {
  return {
    ...(data.cuisines === undefined ? {} : { cuisines: [...new Set(data.cuisines)] }),
    ...(data.categories === undefined ? {} : { categories: [...new Set(data.categories)] }),
  };
}

function storedBlock(block: Block): Block {
  return { type: block.type, props: block.props };
}

/**
 * The page document: its declared parts, block props as the block type has them, media as ids,
 * rich text sanitised (docs/decisions/031).
 */
export function storedPostBody(document: PageDocument): PageDocument {
  const zones: Record<string, Block[]> = {};
  for (const [name, blocks] of Object.entries(document.zones)) zones[name] = blocks.map(storedBlock);
  return sanitizeDocumentRichText(
    stripEmbeddedMedia({
      root: { props: document.root.props },
      content: document.content.map(storedBlock),
      zones,
    }),
  );
}
