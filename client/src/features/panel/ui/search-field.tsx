/** The text field that searches a panel list: a search input with its magnifier, reporting the text. */
import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

type SearchFieldProps = Omit<TextInputProps, 'type' | 'leftSection' | 'onChange'> & {
  onSearch: (text: string) => void;
};

export function SearchField({ onSearch, ...props }: SearchFieldProps) {
  return (
    <TextInput
      type="search"
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      onChange={(event) => onSearch(event.currentTarget.value)}
      {...props}
    />
  );
}
