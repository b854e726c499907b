/** Cuisine tags: title and an icon of the Tabler set; add, change, delete. */
import {
  ActionIcon,
  Button,
  Group,
  Input,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import type { CuisineTag } from '#shared/schemas/content.ts';
import { useApiAction } from '../../../staff/api-action.ts';
import { splitApiErrors } from '../../../staff/api-form-errors.ts';
import { useSingleSubmit } from '../../../staff/single-submit.ts';
import type { ConfirmRequest } from '../shell/confirm-dialog.tsx';
import { CuisineIcon, iconDataFor, iconNameOf } from './cuisine-icons.tsx';
import { IconPicker } from './icon-picker.tsx';
import { useCuisineTags, useTaxonomyWrites } from './taxonomy-requests.ts';

function TagForm({
  tag,
  onDone,
  onCancel,
}: {
  tag?: CuisineTag;
  onDone?: () => void;
  onCancel?: () => void;
}) {
  const [title, setTitle] = useState(tag?.title ?? '');
  const [icon, setIcon] = useState(tag ? iconNameOf(tag) : '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const run = useApiAction();
  const { saveCuisineTag } = useTaxonomyWrites();
  const { run: submit, busy } = useSingleSubmit(async () => {
    const local: Record<string, string> = {};
    if (!title.trim()) local.title = 'Give the tag a title';
    if (!icon) local.icon_data = 'Choose an icon';
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    const saved = await run(() => saveCuisineTag(tag?.id, title.trim(), iconDataFor(icon)), {
      success: tag ? `Cuisine tag “${title.trim()}” saved` : `Cuisine tag “${title.trim()}” added`,
      onError: (error) => setErrors(splitApiErrors(error, ['title', 'icon_data']).fields),
    });
    if (saved) {
      if (!tag) {
        setTitle('');
        setIcon('');
      }
      onDone?.();
    }
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={tag ? `Edit the cuisine tag ${tag.title}` : 'New cuisine tag'}
    >
      <Group align="flex-start" gap="sm">
        <TextInput
          label={tag ? 'Title' : 'New cuisine tag'}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          error={errors.title}
          maxLength={100}
          w={220}
          data-autofocus={tag ? true : undefined}
        />
        <Stack gap={4}>
          <Input.Label component="span">Icon</Input.Label>
          <IconPicker value={icon} onChange={setIcon} error={errors.icon_data} />
        </Stack>
        <Group gap="xs" mt={25}>
          <Button type="submit" loading={busy} disabled={busy} variant={tag ? 'filled' : 'light'}>
            {tag ? 'Save' : 'Add tag'}
          </Button>
          {onCancel ? (
            <Button variant="default" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
          ) : null}
        </Group>
      </Group>
    </form>
  );
}

export function CuisineTagsSection({ ask }: { ask: (request: ConfirmRequest) => void }) {
  const { data } = useCuisineTags();
  const { deleteCuisineTag } = useTaxonomyWrites();
  const [editing, setEditing] = useState<number | null>(null);
  const run = useApiAction();
  const tags = data?.data;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="cuisine-tags-title">
      <Title order={2} size="h3" id="cuisine-tags-title" mb="sm">
        Cuisine tags
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Members, showcases and caterings are tagged with these; the site shows them with their icon.
      </Text>
      <TagForm />
      {!tags ? (
        <Skeleton h={120} mt="md" />
      ) : tags.length === 0 ? (
        <Text c="dimmed" mt="md">
          No cuisine tags yet.
        </Text>
      ) : (
        <Table mt="md" verticalSpacing="xs" aria-labelledby="cuisine-tags-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={60}>Icon</Table.Th>
              <Table.Th>Title</Table.Th>
              <Table.Th ta="right">Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tags.map((tag) =>
              editing === tag.id ? (
                <Table.Tr key={tag.id}>
                  <Table.Td colSpan={3}>
                    <TagForm tag={tag} onCancel={() => setEditing(null)} onDone={() => setEditing(null)} />
                  </Table.Td>
                </Table.Tr>
              ) : (
                <Table.Tr key={tag.id} data-tag-id={tag.id}>
                  <Table.Td>
                    <CuisineIcon name={iconNameOf(tag)} />
                  </Table.Td>
                  <Table.Td>{tag.title}</Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Edit ${tag.title}`}
                        onClick={() => setEditing(tag.id)}
                      >
                        <IconPencil size={18} aria-hidden="true" />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete ${tag.title}`}
                        onClick={() =>
                          ask({
                            title: `Delete the cuisine tag “${tag.title}”?`,
                            message: 'Posts tagged with it lose the tag.',
                            confirmLabel: 'Delete tag',
                            danger: true,
                            onConfirm: async () => {
                              await run(() => deleteCuisineTag(tag.id), { success: 'Cuisine tag deleted' });
                            },
                          })
                        }
                      >
                        <IconTrash size={18} aria-hidden="true" />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ),
            )}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
