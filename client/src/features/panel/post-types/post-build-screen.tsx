/**
 * `…/{id}/build`: the post's page layout. Until the page-builder issue brings the editor, the
 * body is shown read-only with the public site's own block renderer.
 */
import { Alert, Anchor, Breadcrumbs, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import useSWR from 'swr';
import { API } from '#shared/api-paths.ts';
import type { PostCollection } from '#shared/collections/post-types.ts';
import { collectionHref } from '#shared/panel-screens.ts';
import type { Post } from '#shared/schemas/content.ts';
import { PageRenderer } from '../../../blocks/page-renderer.tsx';
import '../../../blocks/blocks.css';
import { PageHead } from '../../../components/page-head.tsx';

export function PostBuildScreen({ collection: type }: { collection: PostCollection }) {
  const { id } = useParams();
  const postId = Number(id);
  const valid = Number.isInteger(postId) && postId > 0;
  const { data: post, error } = useSWR<Post>(valid ? API.posts.one(postId) : null);
  const list = collectionHref(type.slug, 'list');
  if (!valid || (post && post.post_type_id !== type.postType)) {
    return <Alert color="red">This address names no {type.labels.noun}.</Alert>;
  }
  if (!post)
    return error ? (
      <Alert color="red">The {type.labels.noun} could not be loaded.</Alert>
    ) : (
      <Loader aria-label="Loading" />
    );
  return (
    <Stack gap="lg">
      <PageHead title={`Page layout of ${post.title}`} noIndex noFollow />
      <Breadcrumbs>
        <Anchor component={Link} to={list}>
          {type.labels.plural}
        </Anchor>
        <Anchor component={Link} to={`${list}/${post.id}`}>
          {post.title}
        </Anchor>
        <Text>Page layout</Text>
      </Breadcrumbs>
      <Group justify="space-between">
        <Title order={1}>Page layout of “{post.title}”</Title>
        <Button component={Link} to={`${list}/${post.id}`} variant="default">
          Edit the details
        </Button>
      </Group>
      <Alert color="blue" title="Read-only">
        The page builder is not here yet: this is the page as the site shows it. Its text can be changed on
        the edit screen.
      </Alert>
      <Paper withBorder p="md" className="panel-build-preview">
        {post.post_body.content.length === 0 ? (
          <Text c="dimmed">This {type.labels.noun} has no content blocks yet.</Text>
        ) : (
          <PageRenderer document={post.post_body} />
        )}
      </Paper>
    </Stack>
  );
}

export default PostBuildScreen;
