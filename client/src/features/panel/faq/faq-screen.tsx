/**
 * `/panel/faq`: questions grouped by category; add, edit and delete questions; categories are
 * added and deleted inline.
 */
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  Typography,
} from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import type { Faq } from '#shared/schemas/content.ts';
import { PageHead } from '../../../components/page-head.tsx';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { useApiAction } from '../../../staff/api-action.ts';
import { useSingleSubmit } from '../../../staff/single-submit.ts';
import { ConfirmDialog } from '../shell/confirm-dialog.tsx';
import { DeletableNameBadge } from '../shell/deletable-name-badge.tsx';
import { useConfirm } from '../shell/use-confirm.ts';
import { FaqEditor } from './faq-editor.tsx';
import { groupFaqs } from './faq-groups.ts';
import { useFaqCategories, useFaqs, useFaqWrites } from './faq-requests.ts';

export function FaqScreen() {
  const faqs = useFaqs();
  const categories = useFaqCategories();
  const { createFaqCategory, deleteFaq, deleteFaqCategory } = useFaqWrites();
  const run = useApiAction();
  const { dialog, ask } = useConfirm();
  const [editing, setEditing] = useState<Faq | 'new' | null>(null);
  const [defaultCategory, setDefaultCategory] = useState<number | null>(null);
  const [newCategory, setNewCategory] = useState('');

  const { run: addCategory, busy: addingCategory } = useSingleSubmit(async () => {
    const name = newCategory.trim();
    if (!name) return;
    const created = await run(() => createFaqCategory(name), { success: `Category “${name}” added` });
    if (created) setNewCategory('');
  });
  const onAddCategory = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void addCategory();
  };

  const loading = !faqs.data || !categories.data;
  const groups = loading ? [] : groupFaqs(faqs.data ?? [], categories.data ?? []);

  return (
    <Stack gap="lg">
      <PageHead title="FAQ" noIndex noFollow />
      <Group justify="space-between">
        <Title order={1}>FAQ</Title>
        <Button
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => {
            setDefaultCategory(null);
            setEditing('new');
          }}
        >
          New question
        </Button>
      </Group>

      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          Categories
        </Title>
        <Group gap="xs" mb="sm">
          {(categories.data ?? []).map((category) => (
            <DeletableNameBadge
              key={category.id}
              name={category.name}
              kind="category"
              onDelete={() =>
                ask({
                  title: `Delete the category “${category.name}”?`,
                  message: 'Its questions stay, without a category.',
                  confirmLabel: 'Delete category',
                  danger: true,
                  onConfirm: async () => {
                    await run(() => deleteFaqCategory(category.id), { success: 'Category deleted' });
                  },
                })
              }
            />
          ))}
          {categories.data?.length === 0 ? <Text c="dimmed">No categories yet.</Text> : null}
        </Group>
        <form onSubmit={onAddCategory} aria-label="Add a category">
          <Group align="flex-end" gap="sm">
            <TextInput
              label="New category"
              value={newCategory}
              onChange={(e) => setNewCategory(e.currentTarget.value)}
              maxLength={200}
              w={260}
            />
            <Button
              type="submit"
              variant="light"
              loading={addingCategory}
              disabled={!newCategory.trim() || addingCategory}
            >
              Add category
            </Button>
          </Group>
        </form>
      </Paper>

      {faqs.error && !faqs.data ? <Alert color="red">The questions could not be loaded.</Alert> : null}
      {loading && !faqs.error ? <Skeleton h={200} /> : null}
      {!loading && (faqs.data ?? []).length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          No questions yet. Add the first one.
        </Text>
      ) : null}
      {groups.map((group) => (
        <section
          key={group.category?.id ?? 'none'}
          aria-labelledby={`faq-group-${group.category?.id ?? 'none'}`}
        >
          <Group justify="space-between" mb="xs">
            <Title order={2} size="h3" id={`faq-group-${group.category?.id ?? 'none'}`}>
              {group.category?.name ?? 'Without a category'}
            </Title>
            {group.category ? (
              <Button
                size="xs"
                variant="subtle"
                leftSection={<IconPlus size={14} aria-hidden="true" />}
                onClick={() => {
                  setDefaultCategory(group.category?.id ?? null);
                  setEditing('new');
                }}
                aria-label={`Add question to ${group.category.name}`}
              >
                Add question
              </Button>
            ) : null}
          </Group>
          <Stack gap="sm">
            {group.faqs.length === 0 ? (
              <Text c="dimmed" size="sm">
                No questions in this category.
              </Text>
            ) : null}
            {group.faqs.map((faq) => (
              <Card key={faq.id} withBorder padding="md" data-faq-id={faq.id}>
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600}>{faq.question}</Text>
                    <Typography fz="sm" mt={4}>
                      <SafeHtml html={faq.answer} />
                    </Typography>
                  </div>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Edit ${faq.question}`}
                      onClick={() => setEditing(faq)}
                    >
                      <IconPencil size={18} aria-hidden="true" />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete ${faq.question}`}
                      onClick={() =>
                        ask({
                          title: 'Delete this question?',
                          message: `“${faq.question}” is removed from the site.`,
                          confirmLabel: 'Delete question',
                          danger: true,
                          onConfirm: async () => {
                            await run(() => deleteFaq(faq.id), { success: 'Question deleted' });
                          },
                        })
                      }
                    >
                      <IconTrash size={18} aria-hidden="true" />
                    </ActionIcon>
                  </Group>
                </Group>
              </Card>
            ))}
          </Stack>
        </section>
      ))}
      <FaqEditor
        faq={editing}
        defaultCategory={defaultCategory}
        categories={categories.data ?? []}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog {...dialog} />
    </Stack>
  );
}

export default FaqScreen;
