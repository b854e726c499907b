/**
 * The panel layout: header (menu button below `lg`, site, domain, theme, profile), navigation
 * (the screen registry's items the user's role may use, shared/panel-screens.ts; a drawer below
 * `lg`, the mobile breakpoint of docs/product.md#client-timings), and the screen.
 */
import { AppShell, Burger, Group, NavLink, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { MOBILE_BREAKPOINT } from '#shared/limits.ts';
import { type PanelScreenId, panelNavigation } from '#shared/panel-screens.ts';
import { screenIcon } from '../screens/screen-bindings.tsx';
import { DomainSwitcher } from './domain-switcher.tsx';
import { ProfileMenu } from './profile-menu.tsx';
import { useAccount } from './staff-account.ts';
import { ThemeSwitch } from './theme-switch.tsx';

function NavIcon({ id }: { id: PanelScreenId }) {
  const Icon = screenIcon(id);
  return Icon ? <Icon size={18} stroke={1.6} aria-hidden="true" /> : null;
}

function isActive(pathname: string, to: string, end: boolean | undefined): boolean {
  if (end) return pathname === to || pathname === `${to}/`;
  return pathname === to || pathname.startsWith(`${to}/`);
}

export function PanelShell({ children }: { children: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const { account } = useAccount();
  const groups = panelNavigation(account?.roles.map((r) => r.id) ?? []);
  useEffect(() => {
    if (pathname) close();
  }, [pathname, close]);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 250, breakpoint: MOBILE_BREAKPOINT, collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom={MOBILE_BREAKPOINT}
              size="sm"
              aria-label={opened ? 'Close the navigation' : 'Open the navigation'}
              aria-expanded={opened}
              aria-controls="panel-navigation"
            />
            <Title order={2} size="h4" visibleFrom="xs">
              Panel
            </Title>
            <DomainSwitcher />
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Group visibleFrom="md">
              <ThemeSwitch />
            </Group>
            <ProfileMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" id="panel-navigation" aria-label="Panel">
        <AppShell.Section grow component={ScrollArea}>
          <nav aria-label="Panel sections">
            <Stack gap="md">
              {groups.map((group) => (
                <div key={group.id}>
                  <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
                    {group.label}
                  </Text>
                  {group.items.map((item) => {
                    const active = isActive(pathname, item.to, item.end);
                    return (
                      <NavLink
                        key={item.to}
                        component={Link}
                        to={item.to}
                        label={item.label}
                        leftSection={<NavIcon id={item.id} />}
                        active={active}
                        aria-current={active ? 'page' : undefined}
                      />
                    );
                  })}
                </div>
              ))}
            </Stack>
          </nav>
        </AppShell.Section>
        <AppShell.Section hiddenFrom="md" pt="sm">
          <ThemeSwitch />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id="main">{children}</AppShell.Main>
    </AppShell>
  );
}
