/**
 * The site's terms a post carries in `external_data`: its categories (`categories`) or its cuisine
 * tags (`cuisines`), picked from the site's list of them.
 */
import { MultiSelect } from '@mantine/core';
import { useCategories, useCuisineTags } from '../../../content/taxonomy.ts';

export type PostTerms = 'categories' | 'cuisines';

const WORDING: Record<PostTerms, { notFound: string; placeholder: string }> = {
  categories: {
    notFound: 'No category of that name — add it under Tags and categories',
    placeholder: 'Pick categories',
  },
  cuisines: {
    notFound: 'No cuisine tag of that name — add it under Tags and categories',
    placeholder: 'Pick cuisines',
  },
};

interface PostTermsSelectProps {
  terms: PostTerms;
  label: string;
  description?: string | undefined;
  error?: string | undefined;
  value: number[];
  onChange: (ids: number[]) => void;
}

export function PostTermsSelect({ terms, label, description, error, value, onChange }: PostTermsSelectProps) {
  const categories = useCategories(terms === 'categories');
  const tags = useCuisineTags(terms === 'cuisines');
  const choices =
    terms === 'categories'
      ? categories.map((category) => ({ value: String(category.id), label: category.name }))
      : tags.map((tag) => ({ value: String(tag.id), label: tag.title }));
  return (
    <MultiSelect
      label={label}
      description={description}
      error={error}
      data={choices}
      value={value.map(String)}
      onChange={(ids) => onChange(ids.map(Number))}
      searchable
      clearable
      nothingFoundMessage={WORDING[terms].notFound}
      placeholder={value.length === 0 ? WORDING[terms].placeholder : undefined}
    />
  );
}
