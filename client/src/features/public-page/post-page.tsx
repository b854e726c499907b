/**
 * A published post by url (`/` the home page, `/{slug…}` any other): its page-builder body
 * rendered by the light renderer, or the default page built from its fields, with the page's
 * title, description and robots meta.
 */
import { use } from 'react';
import { useLoaderData } from 'react-router';
import type { Post } from '#shared/schemas/content.ts';
import type { PageDocument } from '#shared/schemas/page-document.ts';
import { documentHasTitleBlock, PageRenderer } from '../../blocks/page-renderer.tsx';
import '../../blocks/blocks.css';
import { PageHead } from '../../components/page-head.tsx';
import { usePostByUrl } from '../../content/posts.ts';
import { loadModule } from '../../routing/chunk-reload-guard.ts';

function hasContent(document: PageDocument | undefined): document is PageDocument {
  return Array.isArray(document?.content) && document.content.length > 0;
}

const defaultDocuments = new WeakMap<Post, Promise<PageDocument>>();

/** The default page of a post with an empty body, built by a module loaded only then. */
function defaultDocumentOf(post: Post): Promise<PageDocument> {
  let document = defaultDocuments.get(post);
  if (!document) {
    document = loadModule(() => import('../../blocks/default-document.ts')).then((module) =>
      module.defaultDocument(post),
    );
    defaultDocuments.set(post, document);
  }
  return document;
}

export function PostPage() {
  const loaded = useLoaderData() as { data: Post };
  const post = usePostByUrl(loaded.data.url, loaded);
  const document = hasContent(post.post_body) ? post.post_body : use(defaultDocumentOf(post));
  const isHome = post.url === '/';
  return (
    <>
      <PageHead
        title={isHome ? '' : post.attributes.title || post.title}
        description={post.attributes.description}
        noIndex={post.no_index}
        noFollow={post.no_follow}
      />
      {documentHasTitleBlock(document) ? null : (
        <header className="page-header">
          <div className="container">
            <h1>{post.title}</h1>
            {post.attributes.description ? (
              <p className="page-header__lead">{post.attributes.description}</p>
            ) : null}
          </div>
        </header>
      )}
      <PageRenderer document={document} />
    </>
  );
}

export { PostPage as Component };
