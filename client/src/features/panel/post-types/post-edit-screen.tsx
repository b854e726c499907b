/**
 * The new and edit screens of every post type, generated from its declaration
 * (shared/collections/post-types.ts): title, url (offered from the title, editable; the API's
 * uniqueness error shows on the field), status, the type's own fields, its image slots (poster,
 * logo: picked from the media library), search settings. Saving shows a toast; leaving with
 * unsaved changes asks first.
 */
import {
  Alert,
  Anchor,
  Breadcrumbs,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconExternalLink } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import useSWR from 'swr';
import { API } from '#shared/api-paths.ts';
import { MEDIA_SLOTS } from '#shared/collections/collection.ts';
import type { PostCollection } from '#shared/collections/post-types.ts';
import { POST_STATUS, POST_STATUS_LABELS, type PostStatusId } from '#shared/ids/post-status.ts';
import { collectionHref } from '#shared/panel-screens.ts';
import type { Post } from '#shared/schemas/content.ts';
import type { PostDraft } from '#shared/schemas/posts.ts';
import { PageHead } from '../../../components/page-head.tsx';
import { showSuccessToast } from '../../../feedback/toasts.ts';
import { ApiRequestError } from '../../../http/api-client.ts';
import { useApiAction } from '../../../staff/api-action.ts';
import { useSingleSubmit } from '../../../staff/single-submit.ts';
import { ItemNotFound } from '../shell/item-not-found.tsx';
import { managedSiteUrl, useManagedSite } from '../shell/managed-site.ts';
import { MediaSlotField } from '../ui/media-picker/media-slot-field.tsx';
import { RichTextField } from '../ui/rich-text-field.tsx';
import { UnsavedChangesGuard } from '../ui/unsaved-changes-guard.tsx';
import { DraftWaitingNotice } from './draft-waiting-notice.tsx';
import { useFreshDraft, withDraftBody } from './post-draft.ts';
import { postFormErrors } from './post-form-errors.ts';
import {
  bodyUpdate,
  emptyFormValues,
  type PostFormValues,
  sameValues,
  toCreateBody,
  toDataUpdate,
  valuesFromPost,
} from './post-form-values.ts';
import { usePostWrites } from './post-requests.ts';
import { PostTermsSelect } from './post-terms-select.tsx';
import { ScheduleFields } from './schedule-fields.tsx';
import { normalizeUrl, suggestUrl } from './url-suggestion.ts';

export function PostEditScreen({ collection: type }: { collection: PostCollection }) {
  const { id } = useParams();
  const postId = id === undefined ? undefined : Number(id);
  const { data: post, error } = useSWR<Post>(postId ? API.posts.one(postId) : null, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
  const fresh = useFreshDraft(postId);
  const notFound = (
    <ItemNotFound
      singular={type.labels.singular}
      noun={type.labels.noun}
      id={id}
      listHref={collectionHref(type.slug, 'list')}
      listName={type.labels.plural.toLowerCase()}
    />
  );
  if (postId !== undefined && (!Number.isInteger(postId) || postId < 1)) return notFound;
  if (postId !== undefined && !post) {
    if (error instanceof ApiRequestError && error.status === 404) return notFound;
    if (error) return <Alert color="red">The {type.labels.noun} could not be loaded.</Alert>;
    return <Loader aria-label="Loading" />;
  }
  if (post && post.post_type_id !== type.postType) return notFound;
  if (post && fresh.error) return <Alert color="red">The {type.labels.noun} could not be loaded.</Alert>;
  if (post && fresh.draft === undefined) return <Loader aria-label="Loading" />;
  return <PostForm key={post?.id ?? 'new'} type={type} post={post} draft={fresh.draft ?? null} />;
}

function PostForm({
  type,
  post,
  draft: openedDraft,
}: {
  type: PostCollection;
  post: Post | undefined;
  /** the builder's draft, waiting to go live: the long text edits it (docs/decisions/034) */
  draft: PostDraft | null;
}) {
  const [draft, setDraft] = useState(openedDraft);
  const managedSite = useManagedSite();
  const navigate = useNavigate();
  const writes = usePostWrites();
  const run = useApiAction();
  const [saved, setSaved] = useState<PostFormValues>(() =>
    post ? valuesFromPost(withDraftBody(post, draft), type) : emptyFormValues(),
  );
  const [urlTouched, setUrlTouched] = useState(post !== undefined);
  const form = useForm<PostFormValues>({ mode: 'controlled', initialValues: saved });
  const values = form.getValues();
  const savedRef = useRef(saved);
  savedRef.current = saved;
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const leaving = useRef(false);

  // A new post's url follows its title until the url is edited by hand.
  useEffect(() => {
    if (!urlTouched) form.setFieldValue('url', suggestUrl(type.urlPrefix, values.title));
  }, [values.title, urlTouched, type.urlPrefix, form.setFieldValue]);

  const { run: submit, busy } = useSingleSubmit(async () => {
    form.clearErrors();
    const current = form.getValues();
    const local: Partial<Record<keyof PostFormValues, string>> = {};
    if (!current.title.trim()) local.title = 'Give it a title';
    if (!current.url) local.url = 'Give it an address, e.g. /about';
    if (Object.keys(local).length > 0) {
      form.setErrors(local);
      return;
    }
    await run(
      async () => {
        if (!post) {
          const created = await writes.createPost(toCreateBody(current, type), (made) => {
            leaving.current = true;
            setSaved(current);
            void showSuccessToast(`${type.labels.singular} “${made.title}” created`);
          });
          navigate(collectionHref(type.slug, 'edit', created.id), { replace: true });
          return;
        }
        // one request, one transaction: with a draft waiting the text goes into it (the API's rule),
        // and a publish in the details takes it live (docs/decisions/039)
        const body = bodyUpdate(withDraftBody(post, draft), current, type);
        await writes.savePost(
          post.id,
          { ...toDataUpdate(current, type), ...(body ? { post_body: body } : {}) },
          ({ draft: waiting }) => {
            setDraft(waiting);
            setSaved(current);
            form.resetDirty(current);
          },
        );
        void showSuccessToast(`${type.labels.singular} saved`);
      },
      { onError: (error) => form.setErrors(postFormErrors(error)) },
    );
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  const publicUrl =
    post && post.post_status_id === POST_STATUS.published && !post.deleted
      ? managedSiteUrl(managedSite, post.url)
      : undefined;
  const heading = post ? `Edit ${type.labels.noun}` : `New ${type.labels.noun}`;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={heading}>
      <PageHead title={heading} noIndex noFollow />
      <UnsavedChangesGuard
        dirty={() => !leaving.current && !sameValues(valuesRef.current, savedRef.current)}
      />
      <Stack gap="lg" maw={960}>
        <Breadcrumbs>
          <Anchor component={Link} to={collectionHref(type.slug, 'list')}>
            {type.labels.plural}
          </Anchor>
          <Text>{post ? post.title : 'New'}</Text>
        </Breadcrumbs>
        <Group justify="space-between" align="flex-end">
          <Title order={1}>{heading}</Title>
          <Group gap="sm">
            {post ? (
              <Button component={Link} to={collectionHref(type.slug, 'build', post.id)} variant="default">
                Page layout
              </Button>
            ) : null}
            {publicUrl ? (
              <Button
                component="a"
                href={publicUrl}
                target="_blank"
                rel="noopener"
                variant="default"
                rightSection={<IconExternalLink size={16} aria-hidden="true" />}
              >
                View on the site
              </Button>
            ) : null}
            <Button type="submit" loading={busy} disabled={busy}>
              {post ? 'Save' : `Create ${type.labels.noun}`}
            </Button>
          </Group>
        </Group>
        {post ? <DraftWaitingNotice type={type} post={post} draft={draft} /> : null}
        {post?.deleted ? (
          <Alert color="yellow">
            This {type.labels.noun} is in the trash. Restore it from the list to show it again.
          </Alert>
        ) : null}

        <Paper withBorder p="md">
          <Stack gap="md">
            <TextInput label="Title" required maxLength={200} {...form.getInputProps('title')} />
            <TextInput
              label="Address"
              description={`Where it is on the site, e.g. ${suggestUrl(type.urlPrefix, 'example')}`}
              required
              maxLength={300}
              {...form.getInputProps('url')}
              onChange={(event) => {
                setUrlTouched(true);
                form.setFieldValue('url', event.currentTarget.value);
              }}
              onBlur={() => form.setFieldValue('url', normalizeUrl(form.getValues().url))}
            />
            <div>
              <Text size="sm" fw={500} id="post-status-label" mb={4}>
                Status
              </Text>
              <SegmentedControl
                aria-labelledby="post-status-label"
                value={String(values.post_status_id)}
                onChange={(v) => form.setFieldValue('post_status_id', Number(v) as PostStatusId)}
                data={[POST_STATUS.draft, POST_STATUS.published].map((s) => ({
                  value: String(s),
                  label: POST_STATUS_LABELS[s],
                }))}
              />
            </div>
          </Stack>
        </Paper>

        <Paper withBorder p="md">
          <Stack gap="md">
            {type.fields.map((field) => {
              if (field.kind === 'description') {
                return (
                  <Textarea
                    key={field.kind}
                    label={field.label}
                    description={field.hint}
                    autosize
                    minRows={2}
                    maxRows={6}
                    maxLength={1000}
                    {...form.getInputProps('description')}
                  />
                );
              }
              if (field.kind === 'categories' || field.kind === 'cuisines') {
                const terms = field.kind;
                return (
                  <PostTermsSelect
                    key={terms}
                    terms={terms}
                    label={field.label}
                    description={field.hint}
                    error={form.errors[terms] as string | undefined}
                    value={values[terms]}
                    onChange={(ids) => form.setFieldValue(terms, ids)}
                  />
                );
              }
              return (
                <RichTextField
                  key={field.kind}
                  label={field.label}
                  description={field.hint}
                  error={form.errors.bodyText as string | undefined}
                  value={values.bodyText}
                  onChange={(html) => form.setFieldValue('bodyText', html)}
                />
              );
            })}
          </Stack>
        </Paper>

        {post ? (
          <ScheduleFields
            publishAt={values.publish_at}
            unpublishAt={values.unpublish_at}
            onChange={(field, iso) => form.setFieldValue(field, iso)}
            errors={{
              publish_at: form.errors.publish_at as string | undefined,
              unpublish_at: form.errors.unpublish_at as string | undefined,
            }}
          />
        ) : null}

        {type.mediaSlots.length > 0 ? (
          <Paper withBorder p="md">
            <Title order={2} size="h4" mb="sm">
              Images
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {type.mediaSlots.map((slot) => (
                <MediaSlotField
                  key={slot}
                  label={MEDIA_SLOTS[slot].label}
                  description={MEDIA_SLOTS[slot].hint}
                  value={values.media[slot] ?? null}
                  onChange={(id) => form.setFieldValue('media', { ...form.getValues().media, [slot]: id })}
                  error={form.errors[`media.${slot}`] as string | undefined}
                />
              ))}
            </SimpleGrid>
          </Paper>
        ) : null}

        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            Search and sharing
          </Title>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <TextInput
                label="Title for search engines"
                description="Empty: the title"
                maxLength={200}
                {...form.getInputProps('seoTitle')}
              />
              <TextInput
                label="Canonical address"
                description="Empty: this post's own address"
                maxLength={300}
                {...form.getInputProps('canonicalUrl')}
              />
            </SimpleGrid>
            {type.fields.some((f) => f.kind === 'description') ? null : (
              <Textarea
                label="Description for search engines"
                autosize
                minRows={2}
                maxLength={1000}
                {...form.getInputProps('description')}
              />
            )}
            <Group gap="xl">
              <Checkbox
                label="Hide from search engines (no_index)"
                {...form.getInputProps('no_index', { type: 'checkbox' })}
              />
              <Checkbox
                label="Do not follow its links (no_follow)"
                {...form.getInputProps('no_follow', { type: 'checkbox' })}
              />
              <Checkbox
                label="List in the sitemap"
                {...form.getInputProps('show_in_sitemap', { type: 'checkbox' })}
              />
            </Group>
          </Stack>
        </Paper>
        <Group justify="flex-end">
          <Button type="submit" loading={busy} disabled={busy}>
            {post ? 'Save' : `Create ${type.labels.noun}`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export default PostEditScreen;
