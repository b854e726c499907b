/**
 * `…/{id}/build`: the page builder (Puck) for a post of any of the six types. The canvas renders
 * the public site's own blocks with the site's colours, light or dark; the draft is autosaved
 * (builder/draft-saver.ts: kept in the browser until the server has it, retried while offline);
 * "Publish" puts the body live. This screen and Puck load only on build routes.
 */
import '@puckeditor/core/no-external.css';
import { ActionIcon, Alert, Button, Group, Loader, Tooltip, useComputedColorScheme } from '@mantine/core';
import { type Data, Puck, useGetPuck } from '@puckeditor/core';
import { IconHistory, IconMoon, IconPencil, IconSun, IconWorld, IconX } from '@tabler/icons-react';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import useSWR from 'swr';
import { API } from '#shared/api-paths.ts';
import type { PostCollection } from '#shared/collections/post-types.ts';
import { POST_STATUS } from '#shared/ids/post-status.ts';
import { collectionHref } from '#shared/panel-screens.ts';
import type { Post } from '#shared/schemas/content.ts';
import type { PageDocument } from '#shared/schemas/page-document.ts';
import type { PostDraft } from '#shared/schemas/posts.ts';
import { CurrentPostContext } from '../../../blocks/block-context.ts';
import '../../../blocks/blocks.css';
import { colorVariables } from '#shared/site-colors.ts';
import { PageHead } from '../../../components/page-head.tsx';
import { useSiteColors, useSiteOptions } from '../../../content/site-settings.ts';
import { showErrorToast, showSuccessToast } from '../../../feedback/toasts.ts';
import { applyColorVariables } from '../../site-shell/color-variables.ts';
import '../builder/builder.css';
import type { BlockCommandOptions } from '../builder/block-commands.ts';
import {
  BlockActionBar,
  BlockAnnouncer,
  BlockHotkeys,
  PasteBlockButton,
} from '../builder/block-controls.tsx';
import { builderConfig } from '../builder/builder-config.tsx';
import { DraftStatus, type LiveFacts } from '../builder/draft-status.tsx';
import { PreviewLinkButton } from '../builder/preview-link-button.tsx';
import { keepPuckRailOperable } from '../builder/puck-nav-keyboard.ts';
import { RestoredDraftDialog } from '../builder/restored-draft-dialog.tsx';
import { RevisionHistory } from '../builder/revision-history.tsx';
import { draftBackup, useDraftAutosave } from '../builder/use-draft-autosave.ts';
import { useAccount } from '../shell/staff-account.ts';
import { scheduleText } from '../ui/schedule-times.ts';
import { UnsavedChangesGuard } from '../ui/unsaved-changes-guard.tsx';
import { useFreshDraft } from './post-draft.ts';
import { usePostWrites } from './post-requests.ts';

type CanvasScheme = 'light' | 'dark';

/** Phone, tablet and desktop widths of the canvas. */
const VIEWPORTS = [
  { width: 390, height: 'auto' as const, label: 'Phone', icon: 'Smartphone' as const },
  { width: 820, height: 'auto' as const, label: 'Tablet', icon: 'Tablet' as const },
  { width: 1280, height: 'auto' as const, label: 'Desktop', icon: 'Monitor' as const },
];

/**
 * The canvas is an iframe that takes the panel's styles. One object for every render: Puck
 * re-fits its viewport whenever this prop is a new object, and while its history holds a single
 * entry that re-fit overwrites the entry with the state of the moment — the first change made
 * (the autosave re-renders this screen at once) became the state undo went back to, so it could
 * never be undone.
 */
const CANVAS_IFRAME = { enabled: true, syncHostStyles: true } as const;

/** The canvas document wears the site's colours and the chosen theme, as the public page does. */
function CanvasDocument({
  frame,
  scheme,
  blockOptions,
  children,
}: {
  frame: Document | undefined;
  scheme: CanvasScheme;
  blockOptions: BlockCommandOptions;
  children: ReactNode;
}) {
  const colors = useSiteColors();
  useLayoutEffect(() => {
    if (!frame) return;
    applyColorVariables(frame.documentElement, colorVariables(colors));
    frame.documentElement.dataset.theme = scheme;
    // painted by the site's own body rules, not the panel's (client/src/app/base.css)
    frame.body.classList.add('site-canvas');
  }, [frame, colors, scheme]);
  return (
    <>
      <BlockHotkeys doc={frame} options={blockOptions} />
      {children}
    </>
  );
}

/** Puck's own publish control is a span: this one is a button, with the document of the moment. */
function PublishButton({ busy, onPublish }: { busy: boolean; onPublish: (data: Data) => void }) {
  const getPuck = useGetPuck();
  return (
    <Button
      size="sm"
      leftSection={<IconWorld size={16} aria-hidden="true" />}
      loading={busy}
      onClick={() => onPublish(getPuck().appState.data)}
    >
      Publish
    </Button>
  );
}

/**
 * "History": the post's revisions; a restored one becomes the draft on the canvas (the site
 * unchanged: docs/decisions/034).
 */
function HistoryButton({
  postId,
  onRestored,
}: {
  postId: number;
  onRestored: (draft: PostDraft, version: string) => void;
}) {
  const [opened, setOpened] = useState(false);
  const getPuck = useGetPuck();
  return (
    <>
      <Tooltip label="History">
        <ActionIcon variant="default" size="lg" aria-label="History" onClick={() => setOpened(true)}>
          <IconHistory size={16} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      <RevisionHistory
        postId={postId}
        opened={opened}
        onClose={() => setOpened(false)}
        onRestored={(draft, version) => {
          getPuck().dispatch({ type: 'setData', data: draft.post_body as Data });
          setOpened(false);
          onRestored(draft, version);
        }}
      />
    </>
  );
}

function toDocument(data: Data): PageDocument {
  return {
    root: { props: { ...(data.root?.props ?? {}) } },
    content: data.content as PageDocument['content'],
    zones: (data.zones ?? {}) as PageDocument['zones'],
  };
}

export function PostBuildScreen({ collection: type }: { collection: PostCollection }) {
  const { id } = useParams();
  const postId = Number(id);
  const valid = Number.isInteger(postId) && postId > 0;
  const { data: post, error } = useSWR<Post>(valid ? API.posts.one(postId) : null);
  // read afresh on each opening: the builder starts from it once
  const draft = useFreshDraft(valid ? postId : undefined);
  if (!valid || (post && post.post_type_id !== type.postType)) {
    return <Alert color="red">This address names no {type.labels.noun}.</Alert>;
  }
  if (!post || draft.draft === undefined) {
    return error || draft.error ? (
      <Alert color="red">The {type.labels.noun} could not be loaded.</Alert>
    ) : (
      <Loader aria-label="Loading" />
    );
  }
  return <Builder key={post.id} type={type} post={post} serverDraft={draft.draft} />;
}

function Builder({
  type,
  post,
  serverDraft,
}: {
  type: PostCollection;
  post: Post;
  serverDraft: PostDraft | null;
}) {
  const config = useMemo(() => builderConfig(post.post_type_id), [post.post_type_id]);
  const { state, saver } = useDraftAutosave(post.id, serverDraft?.saved_at);
  const siteTimeZone = useSiteOptions().options.time_zone || 'UTC';
  // the canvas starts in the panel's scheme (a dark panel around a light page glares); the header
  // button shows the other theme of the site
  const panelScheme = useComputedColorScheme('light');
  const [scheme, setScheme] = useState<CanvasScheme>(panelScheme);
  const [publishing, setPublishing] = useState(false);
  const { publishPostBody } = usePostWrites();
  const { account } = useAccount();
  const builderRoot = useRef<HTMLDivElement>(null);
  useEffect(() => (builderRoot.current ? keepPuckRailOperable(builderRoot.current) : undefined), []);
  const [announcement, setAnnouncement] = useState('');
  // the same words twice in a row are said again: the second time with a trailing no-break space
  const announce = useCallback(
    (message: string) => setAnnouncement((last) => (last === message ? `${message}\u00a0` : message)),
    [],
  );
  const blockOptions = useMemo<BlockCommandOptions>(
    () => ({ siteId: account?.domain?.id, noun: type.labels.noun, announce }),
    [account?.domain?.id, type.labels.noun, announce],
  );
  // the freshest copy: this browser's unsent changes, else the server's draft, else the live body
  const [initial] = useState(() => {
    const local = draftBackup(post.id).read();
    return { document: local ?? serverDraft?.post_body ?? post.post_body, fromBrowser: local !== undefined };
  });
  // a draft the site does not show: the server's, this browser's, every save after, a restore
  const [hasDraft, setHasDraft] = useState(serverDraft !== null || initial.fromBrowser);
  useEffect(() => {
    if (state.kind === 'saved' && state.at) setHasDraft(true);
  }, [state]);
  const live = useMemo<LiveFacts>(
    () => ({
      hasDraft,
      published: post.post_status_id === POST_STATUS.published,
      publishesAt: post.publish_at ? scheduleText(post.publish_at, siteTimeZone) : undefined,
    }),
    [hasDraft, post.post_status_id, post.publish_at, siteTimeZone],
  );
  useEffect(() => {
    if (!initial.fromBrowser) return;
    saver.change(initial.document);
    void showSuccessToast('Changes made in this browser that had not reached the server are back');
  }, [initial, saver]);

  const publish = useCallback(
    async (data: Data) => {
      setPublishing(true);
      try {
        const document = toDocument(data);
        saver.change(document);
        await saver.flush();
        await publishPostBody(post.id, document);
        setHasDraft(false);
        void showSuccessToast(`“${post.title}” published`);
      } catch (failure) {
        void showErrorToast(`Not published: ${(failure as Error).message}`);
      } finally {
        setPublishing(false);
      }
    },
    [saver, post.id, post.title, publishPostBody],
  );

  // a restored version is the draft: the screen says so and offers to publish it (this state
  // lives here: the header's actions are drawn anew as the autosave's state changes)
  const [restored, setRestored] = useState<{ version: string; body: PageDocument } | null>(null);
  const onRestored = useCallback((draft: PostDraft, version: string) => {
    setHasDraft(true);
    setRestored({ version, body: draft.post_body });
  }, []);

  const list = collectionHref(type.slug, 'list');
  const overrides = useMemo(
    () => ({
      iframe: ({ children, document: frame }: { children: ReactNode; document?: Document }) => (
        <CanvasDocument frame={frame} scheme={scheme} blockOptions={blockOptions}>
          {children}
        </CanvasDocument>
      ),
      actionBar: (bar: { label?: string; children: ReactNode; parentAction: ReactNode }) => (
        <BlockActionBar {...bar} options={blockOptions} />
      ),
      headerActions: () => (
        <Group gap="xs" wrap="nowrap" justify="flex-end" className="builder-header-actions">
          <BlockHotkeys doc={document} options={blockOptions} />
          <BlockAnnouncer message={announcement} />
          <DraftStatus state={state} live={live} />
          <Tooltip label={scheme === 'light' ? 'Show the dark theme' : 'Show the light theme'}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={scheme === 'light' ? 'Show the dark theme' : 'Show the light theme'}
              onClick={() => setScheme(scheme === 'light' ? 'dark' : 'light')}
            >
              {scheme === 'light' ? (
                <IconMoon size={16} aria-hidden="true" />
              ) : (
                <IconSun size={16} aria-hidden="true" />
              )}
            </ActionIcon>
          </Tooltip>
          <PasteBlockButton options={blockOptions} />
          <HistoryButton postId={post.id} onRestored={onRestored} />
          <PreviewLinkButton postId={post.id} beforeShare={() => saver.flush()} />
          <Tooltip label={`Details of “${post.title}”`}>
            <ActionIcon
              component={Link}
              to={`${list}/${post.id}`}
              variant="default"
              size="lg"
              aria-label={`Details of “${post.title}”`}
            >
              <IconPencil size={16} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={`Back to ${type.labels.plural.toLowerCase()}`}>
            <ActionIcon
              component={Link}
              to={list}
              variant="default"
              size="lg"
              aria-label={`Back to ${type.labels.plural.toLowerCase()}`}
            >
              <IconX size={16} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
          <PublishButton busy={publishing} onPublish={(data) => void publish(data)} />
        </Group>
      ),
    }),
    [
      scheme,
      state,
      list,
      post,
      publishing,
      publish,
      type.labels.plural,
      saver,
      blockOptions,
      announcement,
      live,
      onRestored,
    ],
  );

  return (
    <CurrentPostContext value={post}>
      <PageHead title={`Page layout of ${post.title}`} noIndex noFollow />
      <UnsavedChangesGuard dirty={() => saver.hasUnsaved()} />
      <RestoredDraftDialog
        version={restored?.version ?? null}
        busy={publishing}
        onClose={() => setRestored(null)}
        onPublish={() => {
          if (restored) void publish(restored.body as Data).finally(() => setRestored(null));
        }}
      />
      <div className="panel-builder" ref={builderRoot}>
        <Puck
          config={config}
          data={initial.document as Data}
          onChange={(data) => saver.change(toDocument(data))}
          headerTitle={post.title}
          headerPath={post.url}
          viewports={VIEWPORTS}
          iframe={CANVAS_IFRAME}
          overrides={overrides}
          height="100dvh"
        />
      </div>
    </CurrentPostContext>
  );
}

export default PostBuildScreen;
