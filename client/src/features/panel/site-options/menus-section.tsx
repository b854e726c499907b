/**
 * Menus: the header (items with one level of links under them: the dropdowns) and the footer
 * (links), each a sortable list; links to the domain's published posts or to other addresses.
 * Saved together with `PUT /api/options/menus`; the API's errors land on the items' fields.
 */
import { SimpleGrid } from '@mantine/core';
import { useMemo, useState } from 'react';
import useSWR from 'swr';
import { API } from '#shared/api-paths.ts';
import { ROUTES } from '#shared/routes.ts';
import type { Post } from '#shared/schemas/content.ts';
import type { MenuBody } from '#shared/schemas/domain-options.ts';
import { usePanelRead } from '../shell/panel-reads.ts';
import { anchorChoices, LINKABLE_PAGES_PATH } from '../ui/page-anchors.ts';
import { useSectionSave } from '../ui/section-save.ts';
import { SectionForm, SectionLoading } from '../ui/section-shell.tsx';
import { useReportDirty } from './dirty-sections.ts';
import { MenuEditor, type PageChoice } from './menu-editor.tsx';
import {
  type MenuErrors,
  type MenuTree,
  menuErrorsOf,
  menuTreeOf,
  sameMenus,
  toMenusRequest,
  validateMenus,
} from './menu-tree.ts';
import { useSiteOptionsWrites } from './site-options-requests.ts';

/** Published posts of every type, at most 500 (spec §9's full-list limit). */

/**
 * The pages a menu can link to: the members list, then every published post by title, each with
 * the anchors of its blocks (a link may name one: `/about#menu`).
 */
/** The site's two menus, side by side, and what each can hold. */
const SITE_MENUS = [
  {
    menu: 'header',
    title: 'Header',
    description: 'An item with links under it opens them as a dropdown (one level).',
  },
  { menu: 'footer', title: 'Footer', description: 'A flat list of links.' },
] as const;

export function pageChoices(
  posts: readonly (Pick<Post, 'url' | 'title'> & { post_body?: unknown })[],
): PageChoice[] {
  const choices = posts
    .filter((post) => post.url && post.title)
    .map((post) => ({
      url: post.url,
      title: post.url === ROUTES.home ? `${post.title} (home)` : post.title,
      anchors: anchorChoices(post.post_body),
    }))
    .sort((a, b) =>
      a.url === ROUTES.home ? -1 : b.url === ROUTES.home ? 1 : a.title.localeCompare(b.title),
    );
  if (!choices.some((c) => c.url === ROUTES.members)) {
    choices.splice(choices[0]?.url === ROUTES.home ? 1 : 0, 0, {
      url: ROUTES.members,
      title: 'All members',
      anchors: [],
    });
  }
  return choices;
}

export function MenusSection() {
  const { data, error } = usePanelRead(API.options.menus);
  if (!data) return <SectionLoading error={error} what="menus" />;
  return <MenusForm body={data.menuBody} />;
}

function MenusForm({ body }: { body: MenuBody }) {
  const { saveMenus } = useSiteOptionsWrites();
  const [saved, setSaved] = useState<MenuTree>(() => menuTreeOf(body));
  const [tree, setTree] = useState<MenuTree>(saved);
  const [errors, setErrors] = useState<MenuErrors>({});
  const posts = useSWR<{ data: Post[] }>(LINKABLE_PAGES_PATH).data?.data;
  const pages = useMemo(() => pageChoices(posts ?? []), [posts]);
  const dirty = !sameMenus(tree, saved);
  useReportDirty('menus', dirty);
  const save = useSectionSave();
  const [busy, setBusy] = useState(false);

  const change = (next: MenuTree, touched?: string) => {
    setTree(next);
    if (touched && errors[touched]) {
      const { [touched]: _, ...rest } = errors;
      setErrors(rest);
    }
  };

  const submit = async () => {
    const local = validateMenus(tree);
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    const sent = tree;
    const result = await save(() => saveMenus(toMenusRequest(sent)), {
      success: 'Menus saved',
      fieldErrors: (apiErrors) => menuErrorsOf(sent, apiErrors),
    });
    setBusy(false);
    if (!result.ok) {
      setErrors(result.fields);
      return;
    }
    const next = menuTreeOf(result.value.menuBody);
    setSaved(next);
    setTree(next);
  };

  return (
    <SectionForm
      title="Menus"
      description="The links in the site's header and footer. Drag an item by its handle to move it."
      dirty={dirty}
      busy={busy}
      onSubmit={() => void submit()}
      onDiscard={() => {
        setTree(saved);
        setErrors({});
      }}
      saveLabel="Save menus"
    >
      <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="xl">
        {SITE_MENUS.map((menu) => (
          <MenuEditor key={menu.menu} {...menu} tree={tree} errors={errors} pages={pages} onChange={change} />
        ))}
      </SimpleGrid>
    </SectionForm>
  );
}
