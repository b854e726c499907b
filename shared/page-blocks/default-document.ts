/**
 * A member, cuisine, showcase, catering or blog post whose body is empty still gets a page:
 * one built from its fields. A page post with an empty body shows its title and description.
 * The SPA renders it (client/src/features/public-page/post-page.tsx); the BFF reads which blocks
 * it shows to name their code in the page's head (server/pages/first-render-chunks.ts).
 */
import { POST_TYPE } from '#shared/ids/post-types.ts';
import { BLOCK_DEFAULT_PROPS } from '#shared/page-blocks/block-defaults.ts';
import type { BlockPropsByType, BlockType } from '#shared/page-blocks/block-props.ts';
import { ROUTES } from '#shared/routes.ts';
import type { Post } from '#shared/schemas/content.ts';
import type { Block, PageDocument } from '#shared/schemas/page-document.ts';

function block<K extends BlockType>(type: K, id: string, props: Partial<BlockPropsByType[K]>): Block {
  return { type, props: { ...BLOCK_DEFAULT_PROPS[type], ...props, id: `${type}-${id}` } };
}

export function hasContent(document: PageDocument | undefined): document is PageDocument {
  return Array.isArray(document?.content) && document.content.length > 0;
}

export function defaultDocument(post: Post): PageDocument {
  const description = post.attributes.description;
  const poster = post.media.poster ?? null;
  const hero = block('Hero', 'default', { title: post.title, subtitle: description, image: poster });
  let content: Block[];
  switch (post.post_type_id) {
    case POST_TYPE.member:
      content = [
        block('Hero', 'default', {
          title: post.title,
          subtitle: description,
          image: poster,
          logo: post.media.logo ?? null,
        }),
        block('CallToAction', 'default', {
          title: 'Hungry for more?',
          text: 'Meet the other members of the collective.',
          buttonLabel: 'View all members',
          buttonUrl: ROUTES.members,
        }),
      ];
      break;
    case POST_TYPE.cuisine:
      content = [hero, block('MembersGrid', 'default', { title: 'Who cooks it', limit: 6 })];
      break;
    case POST_TYPE.showcase:
      content = [hero, block('Showcases', 'default', { title: 'More showcases', limit: 3 })];
      break;
    case POST_TYPE.catering:
      content = [hero, block('Catering', 'default', { title: 'Plan your event', showRequestForm: true })];
      break;
    case POST_TYPE.blog:
      content = [
        block('BlogPost', 'default', {
          title: post.title,
          date: post.created_at,
          image: poster,
          html: description,
        }),
        block('BlogList', 'default', { title: 'More from the blog', limit: 3 }),
      ];
      break;
    default:
      content = [hero];
  }
  return { root: { props: { title: post.title } }, content, zones: {} };
}

/** The document a post is shown with: its own body, or the default page built from its fields. */
export function documentOf(post: Post): PageDocument {
  return hasContent(post.post_body) ? post.post_body : defaultDocument(post);
}
