/** The categories a post carries (`external_data.categories`), picked from the site's categories. */
import { MultiSelect } from '@mantine/core';
import { useCategories } from '../../../content/taxonomy.ts';

interface CategorySelectProps {
  label: string;
  description?: string | undefined;
  error?: string | undefined;
  value: number[];
  onChange: (ids: number[]) => void;
}

export function CategorySelect({ label, description, error, value, onChange }: CategorySelectProps) {
  const categories = useCategories();
  return (
    <MultiSelect
      label={label}
      description={description}
      error={error}
      data={categories.map((category) => ({ value: String(category.id), label: category.name }))}
      value={value.map(String)}
      onChange={(ids) => onChange(ids.map(Number))}
      searchable
      clearable
      nothingFoundMessage="No category of that name — add it under Tags and categories"
      placeholder={value.length === 0 ? 'Pick categories' : undefined}
    />
  );
}
