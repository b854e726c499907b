/** Categories (of blog posts): add and delete by name. */
import { Button, Group, Paper, Skeleton, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useApiAction } from '../../../staff/api-action.ts';
import { splitApiErrors } from '../../../staff/api-form-errors.ts';
import { useSingleSubmit } from '../../../staff/single-submit.ts';
import type { ConfirmRequest } from '../shell/confirm-dialog.tsx';
import { DeletableNameBadge } from '../shell/deletable-name-badge.tsx';
import { useCategories, useTaxonomyWrites } from './taxonomy-requests.ts';

export function CategoriesSection({ ask }: { ask: (request: ConfirmRequest) => void }) {
  const { data } = useCategories();
  const { createCategory, deleteCategory } = useTaxonomyWrites();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const run = useApiAction();
  const { run: submit, busy } = useSingleSubmit(async () => {
    setError(undefined);
    if (!name.trim()) {
      setError('Give the category a name');
      return;
    }
    const created = await run(() => createCategory(name.trim()), {
      success: `Category “${name.trim()}” added`,
      onError: (failure) => setError(splitApiErrors(failure, ['name']).fields.name),
    });
    if (created) setName('');
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };
  const categories = data?.data;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="categories-title">
      <Title order={2} size="h3" id="categories-title" mb="sm">
        Categories
      </Title>
      <form onSubmit={onSubmit} noValidate aria-label="New category">
        <Group align="flex-start" gap="sm">
          <TextInput
            label="New category"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={error}
            maxLength={200}
            w={260}
          />
          <Button type="submit" variant="light" loading={busy} disabled={busy} mt={25}>
            Add category
          </Button>
        </Group>
      </form>
      {!categories ? (
        <Skeleton h={40} mt="md" />
      ) : categories.length === 0 ? (
        <Text c="dimmed" mt="md">
          No categories yet.
        </Text>
      ) : (
        <Group gap="xs" mt="md">
          {categories.map((category) => (
            <DeletableNameBadge
              key={category.id}
              name={category.name}
              kind="category"
              onDelete={() =>
                ask({
                  title: `Delete the category “${category.name}”?`,
                  message: 'It is removed from this site.',
                  confirmLabel: 'Delete category',
                  danger: true,
                  onConfirm: async () => {
                    await run(() => deleteCategory(category.id), { success: 'Category deleted' });
                  },
                })
              }
            />
          ))}
        </Group>
      )}
    </Paper>
  );
}
