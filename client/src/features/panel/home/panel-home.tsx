/**
 * The panel home: what needs attention — the new requests of the submissions inbox, posts and
 * drafts per type, what waits to go live (drafts, and changes built for published pages), recent
 * changes.
 */
import { Anchor, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import useSWR from 'swr';
import { rolesMeet } from '#shared/access-levels.ts';
import { postCollectionById } from '#shared/collections/post-types.ts';
import { formLabel } from '#shared/form-fields.ts';
import { collectionHref, PANEL_SCREENS, panelHref } from '#shared/panel-screens.ts';
import { greetingName } from '#shared/seeded-owner.ts';
import { PageHead } from '../../../components/page-head.tsx';
import { useSiteOptions } from '../../../content/site-settings.ts';
import { formatApiDate } from '../shell/format-date.ts';
import { HOME_SUMMARY_KEY } from '../shell/home-summary-key.ts';
import { useAccount } from '../shell/staff-account.ts';
import { type PublicationFacts, publicationLabel } from '../ui/publication-state.ts';
import { senderOf } from '../ui/submission-display.ts';
import { type HomeSummary, type ListedPost, loadHomeSummary, type NewRequests } from './home-summary.ts';

const VisitorsSparkline = lazy(() => import('./visitors-sparkline.tsx'));

const INBOX = panelHref(PANEL_SCREENS.submissions.path);

/** "3 new requests" linking to the inbox's new ones, and the newest of them. */
function NewRequestsCard({ requests }: { requests: NewRequests }) {
  const { count, latest } = requests;
  return (
    <Card withBorder>
      <Group justify="space-between" align="baseline">
        <Anchor component={Link} to={`${INBOX}?status=new`} fw={700} size="lg">
          {count === 0 ? 'No new requests' : `${count} new ${count === 1 ? 'request' : 'requests'}`}
        </Anchor>
        <Anchor component={Link} to={INBOX} size="sm">
          All submissions
        </Anchor>
      </Group>
      {latest.length > 0 ? (
        <Stack component="ul" gap={6} mt="sm" p={0} style={{ listStyle: 'none' }}>
          {latest.map((submission) => (
            <li key={submission.id}>
              <Anchor component={Link} to={`${INBOX}?status=new&open=${submission.id}`} fw={600}>
                {senderOf(submission.fields).name}
              </Anchor>
              <Text component="span" size="sm" c="dimmed">
                {' '}
                · {formLabel(submission.form)} · {formatApiDate(submission.created_at)}
              </Text>
            </li>
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed" mt="xs">
          Requests sent with the forms on the site arrive in the inbox.
        </Text>
      )}
    </Card>
  );
}

function editPath(post: { id: number; post_type_id: number }): string {
  const type = postCollectionById(post.post_type_id);
  return type ? collectionHref(type.slug, 'edit', post.id) : panelHref('');
}

/** The status of a post and what will change it (docs/decisions/034): a schedule, changes waiting. */
function StatusCell({ facts }: { facts: PublicationFacts }) {
  const timeZone = useSiteOptions().options.time_zone || 'UTC';
  const label = publicationLabel(facts, timeZone);
  return (
    <Stack gap={2}>
      <Badge variant="dot" color={label.color} miw="max-content">
        {label.status}
      </Badge>
      {label.notes.map((note) => (
        <Text key={note} size="xs" c="dimmed">
          {note}
        </Text>
      ))}
    </Stack>
  );
}

interface Row extends PublicationFacts {
  id: number;
  post_type_id: number;
  title: string;
  changed_at: string;
}

function PostTable({ rows, labelId }: { rows: Row[]; labelId: string }) {
  if (rows.length === 0) return <Text c="dimmed">Nothing here.</Text>;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table aria-labelledby={labelId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Title</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Changed</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                <Anchor component={Link} to={editPath(row)}>
                  {row.title}
                </Anchor>
              </Table.Td>
              <Table.Td>{postCollectionById(row.post_type_id)?.labels.singular}</Table.Td>
              <Table.Td>
                <StatusCell facts={row} />
              </Table.Td>
              <Table.Td>{formatApiDate(row.changed_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Recently changed posts as rows, each saying whether a draft waits for it. */
function changedRows(posts: ListedPost[], draftIds: readonly number[]): Row[] {
  return posts.map((post) => ({
    id: post.id,
    post_type_id: post.post_type_id,
    title: post.title,
    post_status_id: post.post_status_id,
    publish_at: post.publish_at,
    unpublish_at: post.unpublish_at,
    hasDraft: draftIds.includes(post.id),
    changed_at: post.updated_at,
  }));
}

export function PanelHome() {
  const { account } = useAccount();
  // by first name, when the account has a real one (the seeded owner's is its role: no "Welcome, Site")
  const greeting = account ? greetingName(account.user) : undefined;
  const { data } = useSWR<HomeSummary>(HOME_SUMMARY_KEY, () => loadHomeSummary());
  const canSeeInsights = account
    ? rolesMeet(
        account.roles.map((role) => role.id),
        PANEL_SCREENS.insights.access,
      )
    : false;
  return (
    <Stack gap="xl">
      <PageHead title="Panel" noIndex noFollow />
      <div>
        <Title order={1}>Welcome{greeting ? `, ${greeting}` : ''}</Title>
        <Text c="dimmed">What needs attention on this site.</Text>
      </div>
      {canSeeInsights ? (
        <section aria-labelledby="home-visitors">
          <Title order={2} size="h3" id="home-visitors" mb="sm">
            Visitors
          </Title>
          <Suspense fallback={<Skeleton h={96} />}>
            <VisitorsSparkline />
          </Suspense>
        </section>
      ) : null}
      <section aria-labelledby="home-requests">
        <Title order={2} size="h3" id="home-requests" mb="sm">
          Requests
        </Title>
        {data ? <NewRequestsCard requests={data.requests} /> : <Skeleton h={90} />}
      </section>
      <section aria-labelledby="home-types">
        <Title order={2} size="h3" id="home-types" mb="sm">
          Content
        </Title>
        <SimpleGrid cols={{ base: 2, md: 3 }}>
          {data
            ? data.types.map(({ type, total, drafts }) => (
                <Card key={type.slug} withBorder component={Link} to={collectionHref(type.slug, 'list')}>
                  <Text fw={600}>{type.labels.plural}</Text>
                  <Group gap="xs" mt="xs">
                    <Text size="xl" fw={700}>
                      {total}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {total === 1 ? type.labels.noun : 'in all'}
                    </Text>
                  </Group>
                  {drafts > 0 ? (
                    <Badge color="yellow" variant="dot" mt="xs">
                      {drafts} {drafts === 1 ? 'draft' : 'drafts'}
                    </Badge>
                  ) : (
                    <Text size="sm" c="dimmed" mt="xs">
                      No drafts
                    </Text>
                  )}
                </Card>
              ))
            : [0, 1, 2, 3, 4, 5].map((i) => <Skeleton key={i} h={110} />)}
        </SimpleGrid>
      </section>
      <section aria-labelledby="home-drafts">
        <Title order={2} size="h3" id="home-drafts" mb={4}>
          Drafts waiting
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          Not on the site as last built: drafts, and changes to published pages not published yet.
        </Text>
        {data ? <PostTable rows={data.waiting} labelId="home-drafts" /> : <Skeleton h={120} />}
      </section>
      <section aria-labelledby="home-recent">
        <Title order={2} size="h3" id="home-recent" mb="sm">
          Recently changed
        </Title>
        {data ? (
          <PostTable rows={changedRows(data.recentlyChanged, data.draftIds)} labelId="home-recent" />
        ) : (
          <Skeleton h={160} />
        )}
      </section>
    </Stack>
  );
}

export default PanelHome;
