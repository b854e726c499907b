/**
 * The page around the canvas's blocks, as the public page (features/public-page/post-page.tsx)
 * draws it: the post's title header when the first block does not carry the page's h1. It follows
 * the document being built, so moving a hero first takes the header away as it will on the site.
 */
import { createUsePuck } from '@puckeditor/core';
import type { ReactNode } from 'react';
import { useCurrentPost } from '../../../blocks/block-context.ts';
import { documentHasTitleBlock } from '../../../blocks/page-renderer.tsx';
import { PostPageHeader } from '../../../blocks/post-page-header.tsx';

const usePuck = createUsePuck();

export function CanvasPage({ children }: { children: ReactNode }) {
  const post = useCurrentPost();
  const titled = usePuck((puck) => documentHasTitleBlock(puck.appState.data));
  return (
    <>
      {post && !titled ? <PostPageHeader post={post} /> : null}
      {children}
    </>
  );
}
