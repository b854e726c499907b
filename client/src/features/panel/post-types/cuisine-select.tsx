/** The cuisine tags a post links (`external_data.cuisines`), picked from the site's tags. */
import { MultiSelect } from '@mantine/core';
import { useCuisineTags } from '../../../content/taxonomy.ts';

interface CuisineSelectProps {
  label: string;
  description?: string | undefined;
  error?: string | undefined;
  value: number[];
  onChange: (ids: number[]) => void;
}

export function CuisineSelect({ label, description, error, value, onChange }: CuisineSelectProps) {
  const tags = useCuisineTags();
  return (
    <MultiSelect
      label={label}
      description={description}
      error={error}
      data={tags.map((tag) => ({ value: String(tag.id), label: tag.title }))}
      value={value.map(String)}
      onChange={(ids) => onChange(ids.map(Number))}
      searchable
      clearable
      nothingFoundMessage="No cuisine tag of that name — add it under Tags and categories"
      placeholder={value.length === 0 ? 'Pick cuisines' : undefined}
    />
  );
}
