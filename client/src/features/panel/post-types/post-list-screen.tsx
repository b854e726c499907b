/**
 * The list screen of a post collection: the generic collection list (../collections/) with the
 * posts' data source. Nothing here is specific to a type.
 */
import { useMemo } from 'react';
import type { PostCollection } from '#shared/collections/post-types.ts';
import { CollectionListScreen } from '../collections/collection-list-screen.tsx';
import { postListSource } from './post-list-source.ts';

export function PostListScreen({ collection }: { collection: PostCollection }) {
  const source = useMemo(() => postListSource(collection), [collection]);
  return <CollectionListScreen collection={collection} source={source} />;
}

export default PostListScreen;
