/**
 * On the edit screen: what was built for the post in the page layout and is not on the site yet
 * (docs/decisions/034) — when it was saved, and how it goes live: published there, with the
 * status set to Published, or at the publish time.
 */
import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { PostCollection } from '#shared/collections/post-types.ts';
import { POST_STATUS } from '#shared/ids/post-status.ts';
import { collectionHref } from '#shared/panel-screens.ts';
import type { Post } from '#shared/schemas/content.ts';
import type { PostDraft } from '#shared/schemas/posts.ts';
import { useSiteOptions } from '../../../content/site-settings.ts';
import { formatApiDate } from '../shell/format-date.ts';
import { scheduleText } from '../ui/schedule-times.ts';

export function DraftWaitingNotice({
  type,
  post,
  draft,
}: {
  type: PostCollection;
  post: Post;
  draft: PostDraft | null;
}) {
  const timeZone = useSiteOptions().options.time_zone || 'UTC';
  if (!draft) return null;
  const live = post.post_status_id === POST_STATUS.published;
  const when = post.publish_at ? scheduleText(post.publish_at, timeZone) : undefined;
  const layout = (
    <Anchor component={Link} to={collectionHref(type.slug, 'build', post.id)} size="sm">
      page layout
    </Anchor>
  );
  const saved = formatApiDate(draft.saved_at);
  return (
    <Alert color="blue" title={live ? 'Changes not published yet' : 'Not on the site yet'}>
      {live ? (
        <Text size="sm">
          Changes made in the {layout} (saved {saved}) are not on the site yet. They go live when you publish
          them there{when ? `, or at the publish time, ${when}` : ''}.
        </Text>
      ) : (
        <Text size="sm">
          What was built in the {layout} (saved {saved}) goes live with this {type.labels.noun}: when you set
          its status to Published and save, publish it there{when ? `, or at the publish time, ${when}` : ''}.
        </Text>
      )}
    </Alert>
  );
}
