/** The cuisine tags' screen override: their `icon_data` is a Tabler icon chosen with the icon picker. */
import { Input, Stack } from '@mantine/core';
import type { CuisineTag } from '#shared/schemas/content.ts';
import type { CustomField, CustomFieldInputProps } from '../collections/site-collection-overrides.ts';
import { CuisineIcon, iconDataFor, iconNameOf } from './cuisine-icons.tsx';
import { IconPicker } from './icon-picker.tsx';

function IconInput({ label, value, onChange, error }: CustomFieldInputProps) {
  return (
    <Stack gap={4}>
      <Input.Label component="span">{label}</Input.Label>
      <IconPicker value={String(value)} onChange={onChange} error={error} />
    </Stack>
  );
}

export const CUISINE_TAG_ICON_FIELD: CustomField = {
  Input: IconInput,
  fromItem: (tag) => (tag ? iconNameOf(tag as unknown as CuisineTag) : ''),
  toBody: (name) => iconDataFor(String(name)),
  isEmpty: (name) => !name,
  Cell: ({ item }) => <CuisineIcon name={iconNameOf(item as unknown as CuisineTag)} />,
};
