/**
 * A block's link: one of the site's published pages (offered as you type) or an address of a
 * scheme the site allows (`https://`, `http://`, `mailto:`, `tel:` — shared/safe-url.ts). An
 * address that does not pass is shown as an error and not handed to the block. Once a page with
 * anchors is chosen, one of them may be picked too (`/about#menu`).
 */
import { Autocomplete, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { linkToAnchor, splitAnchor } from '#shared/page-blocks/anchor-links.ts';
import { isSafeLinkUrl } from '#shared/safe-url.ts';
import type { Post } from '#shared/schemas/content.ts';
import { AnchorSelect } from '../ui/anchor-select.tsx';
import { anchorChoices, LINKABLE_PAGES_PATH } from '../ui/page-anchors.ts';

export function BuilderLinkInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (url: string) => void;
}) {
  const posts = useSWR<{ data: Post[] }>(LINKABLE_PAGES_PATH).data?.data ?? [];
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const valid = text.trim() === '' || isSafeLinkUrl(text.trim());
  const { path, anchor } = splitAnchor(text.trim());
  const page = posts.find((post) => post.url === path);
  const link = (
    <Autocomplete
      label={label}
      value={text}
      data={posts.map((post) => ({ value: post.url, label: `${post.title} (${post.url})` }))}
      placeholder="/members or https://…"
      error={valid ? undefined : 'Use a page of the site, https://…, mailto:… or tel:…'}
      onChange={(next) => {
        setText(next);
        const trimmed = next.trim();
        if (trimmed === '' || isSafeLinkUrl(trimmed)) onChange(trimmed);
      }}
    />
  );
  if (!page) return link;
  return (
    <Stack gap="xs">
      {link}
      <AnchorSelect
        anchors={anchorChoices(page.post_body)}
        value={anchor}
        onChange={(next) => {
          const url = linkToAnchor(path, next);
          setText(url);
          onChange(url);
        }}
      />
    </Stack>
  );
}
