/**
 * The site's own records as a block's choice: members (or posts of another type) in the order
 * shown, a category of the blog, an FAQ category. Empty means "all" where the block says so.
 */
import { MultiSelect, Select } from '@mantine/core';
import useSWR from 'swr';
import { API } from '#shared/api-paths.ts';
import type { PostTypeId } from '#shared/ids/post-types.ts';
import type { Post } from '#shared/schemas/content.ts';
import { useCategories, useFaqs } from '../../../content/taxonomy.ts';

interface OneIdProps {
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
}

function IdSelect({
  label,
  value,
  onChange,
  options,
}: OneIdProps & { options: { id: number; name: string }[] }) {
  return (
    <Select
      label={label}
      data={options.map((o) => ({ value: String(o.id), label: o.name }))}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      clearable
      searchable
      placeholder="All"
      comboboxProps={{ withinPortal: true }}
    />
  );
}

export function CategorySelectInput(props: OneIdProps) {
  return <IdSelect {...props} options={useCategories()} />;
}

export function FaqCategorySelectInput(props: OneIdProps) {
  return <IdSelect {...props} options={useFaqs().categories ?? []} />;
}

export function PostIdsInput({
  label,
  postType,
  max,
  value,
  onChange,
}: {
  label: string;
  postType: PostTypeId;
  max: number;
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  const posts =
    useSWR<{ data: Post[] }>(`${API.posts.published}?type=${postType}&limit=500`).data?.data ?? [];
  const data = posts.map((post) => ({ value: String(post.id), label: post.title }));
  for (const id of value) {
    if (!data.some((d) => d.value === String(id)))
      data.push({ value: String(id), label: `#${id} (not published)` });
  }
  return (
    <MultiSelect
      label={label}
      data={data}
      value={value.map(String)}
      onChange={(ids) => onChange(ids.map(Number))}
      maxValues={max}
      searchable
      clearable
      placeholder={value.length === 0 ? 'All' : undefined}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
