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
  Skeleton,
  Stack,
  Text,
  Title,
  Typography,
} from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { Faq, FaqCategory } from '#shared/schemas/content.ts';
import { PageHead } from '../../../components/page-head.tsx';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { useSiteItems } from '../collections/site-collection-requests.ts';
import { SiteCollectionSection } from '../collections/site-collection-section.tsx';
import { useSiteItemDelete } from '../collections/site-item-delete.ts';
import { SiteItemDialog } from '../collections/site-item-dialog.tsx';
import { panelOf } from '../collections/site-item-form.tsx';
import { ConfirmDialog } from '../shell/confirm-dialog.tsx';
import { useConfirm } from '../shell/use-confirm.ts';
import { groupFaqs } from './faq-groups.ts';

export function FaqScreen() {
  const faqs = useSiteItems<Faq>('faqs');
  const categories = useSiteItems<FaqCategory>('faq-categories');
  const { dialog, ask } = useConfirm();
  const askDelete = useSiteItemDelete('faqs', ask);
  const [editing, setEditing] = useState<Faq | 'new' | null>(null);
  const [defaultCategory, setDefaultCategory] = useState<number | null>(null);

  const loading = !faqs.items || !categories.items;
  const groups = loading ? [] : groupFaqs(faqs.items ?? [], categories.items ?? []);

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

      <SiteCollectionSection slug="faq-categories" />

      {faqs.error && !faqs.items ? <Alert color="red">The questions could not be loaded.</Alert> : null}
      {loading && !faqs.error ? <Skeleton h={200} /> : null}
      {!loading && (faqs.items ?? []).length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {panelOf('faqs').texts.empty}
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
                      onClick={() => askDelete(faq)}
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
      <SiteItemDialog
        slug="faqs"
        item={editing}
        defaults={{ category: defaultCategory }}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog {...dialog} />
    </Stack>
  );
}

export default FaqScreen;
