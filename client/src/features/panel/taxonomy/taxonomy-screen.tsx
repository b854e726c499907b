/** `/panel/taxonomy`: cuisine tags (with their icons) and categories, each its generated section. */
import { Stack, Title } from '@mantine/core';
import { PageHead } from '../../../components/page-head.tsx';
import { SiteCollectionSection } from '../collections/site-collection-section.tsx';
import { CUISINE_TAG_ICON_FIELD } from './cuisine-tag-icon-field.tsx';

const CUISINE_TAG_OVERRIDES = { fields: { icon_data: CUISINE_TAG_ICON_FIELD } };

export function TaxonomyScreen() {
  return (
    <Stack gap="lg" maw={900}>
      <PageHead title="Tags and categories" noIndex noFollow />
      <Title order={1}>Tags and categories</Title>
      <SiteCollectionSection slug="cuisine-tags" overrides={CUISINE_TAG_OVERRIDES} />
      <SiteCollectionSection slug="categories" />
    </Stack>
  );
}

export default TaxonomyScreen;
