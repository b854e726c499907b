/** `/panel/taxonomy`: cuisine tags (with their icons) and categories. */
import { Stack, Title } from '@mantine/core';
import { PageHead } from '../../../components/page-head.tsx';
import { ConfirmDialog } from '../shell/confirm-dialog.tsx';
import { useConfirm } from '../shell/use-confirm.ts';
import { CategoriesSection } from './categories-section.tsx';
import { CuisineTagsSection } from './cuisine-tags-section.tsx';

export function TaxonomyScreen() {
  const { dialog, ask } = useConfirm();
  return (
    <Stack gap="lg" maw={900}>
      <PageHead title="Tags and categories" noIndex noFollow />
      <Title order={1}>Tags and categories</Title>
      <CuisineTagsSection ask={ask} />
      <CategoriesSection ask={ask} />
      <ConfirmDialog {...dialog} />
    </Stack>
  );
}

export default TaxonomyScreen;
