/**
 * `/panel/site-options` (admins and owners): the site's settings in sections — general, colours,
 * menus, social links, error page, SEO, analytics, site map, cache — one tab each. Each section
 * reads and saves its own call (a toast; the API's field errors on its fields); a section is
 * mounted on its first visit and kept, so switching tabs loses nothing; a tab with unsaved changes
 * is marked, and leaving the screen while one has some asks first. The tab is in the address's
 * hash (`#colours`), so a section can be linked to.
 */
import { Group, Stack, Tabs, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ComponentType, useCallback, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageHead } from '../../../components/page-head.tsx';
import { UnsavedChangesGuard } from '../ui/unsaved-changes-guard.tsx';
import { AnalyticsSection } from './analytics-section.tsx';
import { CacheSection } from './cache-section.tsx';
import { ColorsSection } from './colors-section.tsx';
import { DirtySectionsContext, type SectionId } from './dirty-sections.ts';
import { ErrorPageSection } from './error-page-section.tsx';
import { GeneralSection } from './general-section.tsx';
import { MenusSection } from './menus-section.tsx';
import { SeoSection } from './seo-section.tsx';
import { SiteMapSection } from './site-map-section.tsx';
import { SocialsSection } from './socials-section.tsx';

interface SectionTab {
  id: SectionId;
  /** the address hash and tab value */
  hash: string;
  label: string;
  Component: ComponentType;
}

export const SECTION_TABS: readonly SectionTab[] = [
  { id: 'general', hash: 'general', label: 'General', Component: GeneralSection },
  { id: 'colors', hash: 'colours', label: 'Colours', Component: ColorsSection },
  { id: 'menus', hash: 'menus', label: 'Menus', Component: MenusSection },
  { id: 'socials', hash: 'socials', label: 'Social links', Component: SocialsSection },
  { id: 'error-page', hash: 'error-page', label: 'Error page', Component: ErrorPageSection },
  { id: 'seo', hash: 'seo', label: 'SEO', Component: SeoSection },
  { id: 'analytics', hash: 'analytics', label: 'Analytics', Component: AnalyticsSection },
  { id: 'site-map', hash: 'site-map', label: 'Site map', Component: SiteMapSection },
  { id: 'cache', hash: 'cache', label: 'Cache', Component: CacheSection },
];

function tabOfHash(hash: string): SectionTab {
  const value = hash.replace(/^#/, '');
  return SECTION_TABS.find((tab) => tab.hash === value) ?? (SECTION_TABS[0] as SectionTab);
}

export function SiteOptionsScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const current = tabOfHash(location.hash);
  const [visited, setVisited] = useState<ReadonlySet<SectionId>>(() => new Set([current.id]));
  if (!visited.has(current.id)) setVisited(new Set([...visited, current.id]));
  const [dirty, setDirty] = useState<Partial<Record<SectionId, boolean>>>({});
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const report = useCallback((section: SectionId, value: boolean) => {
    setDirty((previous) => (previous[section] === value ? previous : { ...previous, [section]: value }));
  }, []);
  const wide = useMediaQuery('(min-width: 62em)');

  const select = (value: string | null) => {
    const tab = SECTION_TABS.find((t) => t.hash === value);
    if (tab && tab.id !== current.id) navigate({ hash: `#${tab.hash}` }, { replace: true });
  };

  return (
    <DirtySectionsContext.Provider value={report}>
      <Stack gap="lg">
        <PageHead title="Site options" noIndex noFollow />
        <UnsavedChangesGuard dirty={() => Object.values(dirtyRef.current).some(Boolean)} />
        <div>
          <Title order={1}>Site options</Title>
          <Text c="dimmed">Each section is saved on its own.</Text>
        </div>
        <Tabs
          value={current.hash}
          onChange={select}
          orientation={wide ? 'vertical' : 'horizontal'}
          variant="pills"
          keepMounted
          keepMountedMode="display-none"
        >
          <Tabs.List
            aria-label="Sections"
            style={
              wide
                ? { minWidth: 180, alignSelf: 'flex-start', position: 'sticky', top: 76 }
                : { flexWrap: 'wrap', rowGap: 4 }
            }
          >
            {SECTION_TABS.map((tab) => (
              <Tabs.Tab key={tab.id} value={tab.hash}>
                <Group gap={6} wrap="nowrap">
                  <span>{tab.label}</span>
                  {dirty[tab.id] ? (
                    <>
                      <span
                        aria-hidden="true"
                        style={{
                          width: 8,
                          height: 8,
                          borderRadius: 999,
                          background: 'var(--mantine-color-yellow-6)',
                          display: 'inline-block',
                        }}
                        data-unsaved-mark
                      />
                      <VisuallyHidden>(unsaved changes)</VisuallyHidden>
                    </>
                  ) : null}
                </Group>
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {SECTION_TABS.map((tab) => (
            <Tabs.Panel
              key={tab.id}
              value={tab.hash}
              pl={wide ? 'lg' : 0}
              pt={wide ? 0 : 'md'}
              style={{ flex: 1, minWidth: 0 }}
            >
              {visited.has(tab.id) ? <tab.Component /> : null}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </DirtySectionsContext.Provider>
  );
}

export default SiteOptionsScreen;
