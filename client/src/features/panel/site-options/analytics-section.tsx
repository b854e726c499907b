/**
 * Analytics (docs/product.md#entities and #api): the site's analytics items, the generated section
 * of their collection (shared/collections/content-collections.ts `analytics-items`: a table, added
 * and changed in a dialog, each saved on its own, deleted after a confirmation) with the screen's
 * overrides for what is special: the form (analytics-item-form.tsx: the provider picker and the
 * owner-only code kinds), the cells saying what each item loads and where, and that only an owner
 * may change code of one's own (issue 23) — which the section says to anyone else.
 */
import { Alert, Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ROLE } from '#shared/ids/roles.ts';
import { PANEL_SCREENS, panelHref } from '#shared/panel-screens.ts';
import type { AnalyticsItem } from '#shared/schemas/domain-options.ts';
import type { SiteCollectionOverrides } from '../collections/site-collection-overrides.ts';
import type { SiteItem } from '../collections/site-collection-requests.ts';
import { SiteCollectionSection } from '../collections/site-collection-section.tsx';
import { useStrongestRole } from '../shell/staff-account.ts';
import { ANALYTICS_TYPES, type AnalyticsType, analyticsSummary, serviceOf } from './analytics-form.ts';
import { AnalyticsItemForm, OWN_CODE_NOTE } from './analytics-item-form.tsx';

const TYPE_LABEL = Object.fromEntries(ANALYTICS_TYPES.map((t) => [t.value, t.label])) as Record<
  AnalyticsType,
  string
>;

const analyticsOf = (item: SiteItem) => item as unknown as AnalyticsItem;

function TypeCell({ item: site }: { item: SiteItem }) {
  const item = analyticsOf(site);
  const service = serviceOf(item);
  return (
    <Group gap={6}>
      <Badge variant="light" color={service ? 'teal' : 'gray'}>
        {service ? 'Service' : TYPE_LABEL[item.type]}
      </Badge>
      {!service && item.external_analytics && item.external_analytics_type ? (
        <Text size="sm">{item.external_analytics_type}</Text>
      ) : null}
    </Group>
  );
}

function LoadsCell({ item: site }: { item: SiteItem }) {
  const item = analyticsOf(site);
  return (
    <Text size="sm" style={{ wordBreak: 'break-all' }}>
      {item.name && item.type !== 'meta' ? `${item.name}: ` : ''}
      {analyticsSummary(item)}
    </Text>
  );
}

/** where the tag goes, and how an external script of one's own loads */
function loading(item: AnalyticsItem): string {
  if (serviceOf(item) || item.type !== 'script' || !item.src) return '';
  if (item.async) return ', async';
  return item.defer ? ', defer' : '';
}

function WhereCell({ item: site }: { item: SiteItem }) {
  const item = analyticsOf(site);
  return (
    <Text size="sm">
      {item.tag_position === 'body' ? 'End of the page' : 'Head'}
      {loading(item)}
    </Text>
  );
}

function Intro() {
  const owner = useStrongestRole() === ROLE.owner;
  return (
    <>
      <Text size="sm" c="dimmed" mb="md">
        {owner
          ? 'Statistics services, site verification and tags of your own that every public page carries.'
          : 'Statistics services and site verification every public page carries.'}{' '}
        Visitors, sources and page speed are counted without any of them, and without cookies: see{' '}
        <Anchor component={Link} to={panelHref(PANEL_SCREENS.insights.path)} underline="always">
          Insights
        </Anchor>
        . Built-in insights need no third-party script.
      </Text>
      {owner ? null : (
        <Alert color="gray" variant="light" mb="md">
          {OWN_CODE_NOTE}
        </Alert>
      )}
    </>
  );
}

/** an owner changes any item; anyone else only the known services' */
function useEditable() {
  const owner = useStrongestRole() === ROLE.owner;
  return (item: SiteItem) =>
    owner || serviceOf(analyticsOf(item)) !== undefined ? (true as const) : 'Only an owner may change code';
}

const ANALYTICS_OVERRIDES: SiteCollectionOverrides = {
  cells: { type: TypeCell, src: LoadsCell, tag_position: WhereCell },
  nameOf: (item) => analyticsSummary(analyticsOf(item)),
  useEditable,
  Intro,
  Form: AnalyticsItemForm,
};

export function AnalyticsSection() {
  return <SiteCollectionSection slug="analytics-items" overrides={ANALYTICS_OVERRIDES} />;
}
