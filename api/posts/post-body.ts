/**
 * What the post calls check of a body beyond its schema (shared/schemas/page-document.ts, which
 * checks every block's type and props): media as ids before the check, and the blocks a post's type
 * may hold (shared/page-blocks/block-declarations.ts).
 */
import type { FastifyRequest } from 'fastify';
import { postTypeById } from '#shared/collections/post-types.ts';
import { blockAllowedIn } from '#shared/page-blocks/block-declarations.ts';
import { isBlockType } from '#shared/page-blocks/block-defaults.ts';
import type { Block, PageDocument } from '#shared/schemas/page-document.ts';
import { badRequest } from '../errors/http-error.ts';
import { stripEmbeddedMedia } from './embedded-media.ts';

/**
 * A `preValidation` hook: an embedded media object in `post_body` (as an editor that loaded the
 * item may send it) becomes its id before the schema, which takes media ids only, sees it
 * (docs/product.md#rules).
 */
export async function mediaIdsInPostBody(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (body === null || typeof body !== 'object' || !('post_body' in body)) return;
  const holder = body as { post_body: unknown };
  holder.post_body = stripEmbeddedMedia(holder.post_body);
}

/** 400 with the path of each block a post of this type may not hold (`post_body.content.3.type`). */
export function assertBlocksAllowed(postTypeId: number, document: PageDocument | undefined): void {
  if (document === undefined) return;
  const errors: Record<string, string[]> = {};
  const noun = postTypeById(postTypeId)?.label.toLowerCase() ?? 'post';
  const check = (blocks: readonly Block[], path: string) => {
    blocks.forEach((block, index) => {
      if (isBlockType(block.type) && !blockAllowedIn(block.type, postTypeId)) {
        errors[`${path}.${index}.type`] = [`is not a block of a ${noun}`];
      }
    });
  };
  check(document.content, 'post_body.content');
  for (const [zone, blocks] of Object.entries(document.zones)) check(blocks, `post_body.zones.${zone}`);
  if (Object.keys(errors).length > 0) throw badRequest('The given data was invalid', errors);
}
