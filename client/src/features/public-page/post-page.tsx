/**
 * A published post by url (`/` the home page, `/{slug…}` any other): its page-builder body
 * rendered by the light renderer, or the default page built from its fields, with the page's
 * title, description and robots meta.
 */
import { use } from 'react';
import { postPageTitle } from '#shared/page-head.ts';
import { ROUTES } from '#shared/routes.ts';
import type { Post } from '#shared/schemas/content.ts';
import type { PageDocument } from '#shared/schemas/page-document.ts';
import { CurrentPostContext } from '../../blocks/block-context.ts';
import { preloadBlocks } from '../../blocks/block-registry.tsx';
import { documentHasTitleBlock, PageRenderer } from '../../blocks/page-renderer.tsx';
import { PostPageHeader } from '../../blocks/post-page-header.tsx';
import '../../blocks/blocks.css';
import { PageHead } from '../../components/page-head.tsx';
import { usePostByUrl } from '../../content/posts.ts';
import { loadModule } from '../../routing/chunk-reload-guard.ts';
import { settling } from '../../routing/settling.ts';

function hasContent(document: PageDocument | undefined): document is PageDocument {
  return Array.isArray(document?.content) && document.content.length > 0;
}

const defaultDocuments = new WeakMap<Post, Promise<PageDocument>>();

/** The default page of a post with an empty body, built by a module loaded only then. */
function defaultDocumentOf(post: Post): Promise<PageDocument> {
  let document = defaultDocuments.get(post);
  if (!document) {
    document = settling(
      loadModule(() => import('#shared/page-blocks/default-document.ts')).then((module) =>
        module.defaultDocument(post),
      ),
    );
    defaultDocuments.set(post, document);
  }
  return document;
}

/** The code of the blocks a post's page shows, loaded ahead of its first render. */
export function preloadPostBlocks(post: Post): Promise<unknown> {
  return hasContent(post.post_body)
    ? preloadBlocks(post.post_body)
    : defaultDocumentOf(post).then(preloadBlocks);
}

/** `loaded`: the by-url answer the route read (or a preview link's draft, marked `preview`). */
export function PostPage({ loaded }: { loaded: { data: Post; preview?: true } }) {
  const preview = loaded.preview === true;
  const post = usePostByUrl(loaded.data.url, loaded, !preview);
  const document = hasContent(post.post_body) ? post.post_body : use(defaultDocumentOf(post));
  // the code of its blocks first: the page shows whole, nothing pops in and pushes the rest down
  use(preloadBlocks(document));
  return (
    <CurrentPostContext value={post}>
      <PageHead
        title={postPageTitle(post)}
        description={post.attributes.description}
        home={post.url === ROUTES.home}
        noIndex={post.no_index}
        noFollow={post.no_follow}
      />
      {documentHasTitleBlock(document) ? null : <PostPageHeader post={post} />}
      <PageRenderer document={document} />
    </CurrentPostContext>
  );
}
