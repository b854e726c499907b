/** Picks one icon of the cuisine icon set: a searchable grid of toggle buttons in a popover. */
import { ActionIcon, Button, Popover, SimpleGrid, Text, TextInput, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { CUISINE_ICONS, CuisineIcon } from './cuisine-icons.tsx';

interface IconPickerProps {
  value: string;
  onChange: (name: string) => void;
  error?: string | undefined;
}

export function IconPicker({ value, onChange, error }: IconPickerProps) {
  const [opened, setOpened] = useState(false);
  const [search, setSearch] = useState('');
  const current = CUISINE_ICONS.find((icon) => icon.name === value);
  const shown = CUISINE_ICONS.filter((icon) =>
    icon.label.toLowerCase().includes(search.trim().toLowerCase()),
  );
  return (
    <div>
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-start"
        trapFocus
        withinPortal
        shadow="md"
      >
        <Popover.Target>
          <Button
            variant="default"
            onClick={() => setOpened((o) => !o)}
            leftSection={value ? <CuisineIcon name={value} /> : null}
            aria-label={`Icon: ${current?.label ?? 'none'}. Choose an icon`}
            aria-expanded={opened}
            color={error ? 'red' : undefined}
          >
            {current?.label ?? 'Choose an icon'}
          </Button>
        </Popover.Target>
        <Popover.Dropdown w={320}>
          <TextInput
            label="Find an icon"
            size="xs"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            mb="xs"
            data-autofocus
          />
          <SimpleGrid cols={6} spacing={4} role="group" aria-label="Icons">
            {shown.map((icon) => (
              <Tooltip key={icon.name} label={icon.label} withinPortal={false}>
                <ActionIcon
                  size="lg"
                  variant={icon.name === value ? 'filled' : 'subtle'}
                  aria-label={icon.label}
                  aria-pressed={icon.name === value}
                  onClick={() => {
                    onChange(icon.name);
                    setOpened(false);
                  }}
                >
                  <icon.Icon size={20} stroke={1.6} aria-hidden="true" />
                </ActionIcon>
              </Tooltip>
            ))}
          </SimpleGrid>
          {shown.length === 0 ? (
            <Text size="sm" c="dimmed">
              No icon of that name.
            </Text>
          ) : null}
        </Popover.Dropdown>
      </Popover>
      {error ? (
        <Text c="red" size="xs" mt={4}>
          {error}
        </Text>
      ) : null}
    </div>
  );
}
