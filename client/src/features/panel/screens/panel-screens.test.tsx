import { render, screen as view } from '@testing-library/react';
import { isValidElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROLE } from '#shared/ids/roles.ts';
import { PANEL_SCREEN_LIST, type PanelScreen, panelNavigation } from '#shared/panel-screens.ts';
import { StaffThemeProvider } from '../../../staff/staff-theme-provider.tsx';
import { screenAccess } from './screen-access.tsx';
import { screenElement, screenIcon } from './screen-bindings.tsx';

const links = (roleIds: number[]) => panelNavigation(roleIds).flatMap((g) => g.items.map((i) => i.to));
const byPath = (path: string) => PANEL_SCREEN_LIST.find((s) => s.path === path) as PanelScreen;

describe('the panel screen registry', () => {
  it('links every post type, the FAQ and the tags for an editor, grouped as before', () => {
    expect(links([ROLE.editor])).toEqual([
      '/panel',
      '/panel/pages',
      '/panel/members',
      '/panel/cuisines',
      '/panel/showcases',
      '/panel/caterings',
      '/panel/blog',
      // the trucks' stops, after the post collections (issue 28)
      '/panel/schedule',
      '/panel/media',
      '/panel/faq',
      '/panel/taxonomy',
      '/panel/submissions',
    ]);
    expect(panelNavigation([ROLE.editor]).map((g) => g.label)).toEqual(['Overview', 'Content', 'Site']);
  });

  it('hides everything from a user without a role, and the planned screens from everyone', () => {
    expect(panelNavigation([])).toEqual([]);
    // admins and owners see the visitor insights under the home (issue 27) and the site options too,
    // owners the domain creation; nobody a planned screen
    const [home, ...editorRest] = links([ROLE.editor]);
    expect(links([ROLE.admin])).toEqual([
      home,
      '/panel/insights',
      ...editorRest,
      '/panel/site-options',
      '/panel/users',
      '/panel/activity',
    ]);
    expect(links([ROLE.owner])).toEqual([...links([ROLE.admin]), '/panel/create-domain']);
  });

  it('declares every child of /panel of docs/product.md#panel-routes, each path once', () => {
    const paths = PANEL_SCREEN_LIST.map((s) => s.path);
    expect(new Set(paths).size).toBe(paths.length);
    const spec = ['', 'faq', 'media', 'profile', 'submissions', 'users', 'users/create', 'users/:id'];
    spec.push('site-options', 'create-domain');
    for (const segment of ['blog', 'pages', 'members', 'cuisines', 'caterings', 'showcases']) {
      spec.push(segment, `${segment}/new`, `${segment}/:id`, `${segment}/:id/build`);
    }
    // beyond the spec: tags and categories, the activity log (issue 9), visitor insights (issue 27),
    // the trucks' schedule (issue 28)
    const beyond = ['taxonomy', 'activity', 'insights', 'schedule'];
    expect(paths.filter((p) => !beyond.includes(p)).sort()).toEqual(spec.sort());
  });

  it('binds a component to every built screen and an icon to every navigation item', () => {
    for (const screen of PANEL_SCREEN_LIST) {
      expect(isValidElement(screenElement(screen)), screen.id).toBe(true);
      if (screen.nav && !screen.planned) expect(screenIcon(screen.id), screen.id).toBeDefined();
    }
  });

  it('lets a role use the screens its level allows and refuses the others', () => {
    const users = { access: 'admin', path: 'users' } as const;
    const createDomain = { access: 'owner', path: 'create-domain' } as const;
    expect(screenAccess(users, [ROLE.editor])).toBe('refused');
    expect(screenAccess(users, [ROLE.admin])).toBe('allowed');
    expect(screenAccess(createDomain, [ROLE.admin])).toBe('refused');
    expect(screenAccess(createDomain, [ROLE.owner])).toBe('allowed');
    // before the account is read: editor screens at once, stricter ones wait, and fail closed
    expect(screenAccess(byPath('faq'), undefined)).toBe('allowed');
    expect(screenAccess(users, undefined)).toBe('unknown');
    expect(screenAccess(users, undefined, true)).toBe('refused');
    expect(screenAccess(byPath('faq'), [])).toBe('refused');
  });

  it('answers "Page not found" on a planned screen, whatever the role (as before it was declared)', async () => {
    const planned = PANEL_SCREEN_LIST.filter((s) => s.planned);
    for (const screen of planned) expect(screenAccess(screen, [ROLE.editor]), screen.id).toBe('allowed');
    // every screen of the spec is built now: a screen declared without a binding stands for one
    const example = {
      id: 'notBuilt',
      path: 'not-built',
      label: 'Not built',
      access: 'editor',
      planned: true,
    } as unknown as PanelScreen;
    expect(screenAccess(example, [ROLE.editor])).toBe('allowed');
    const router = createMemoryRouter([{ path: '/panel/not-built', element: screenElement(example) }], {
      initialEntries: ['/panel/not-built'],
    });
    render(
      <StaffThemeProvider>
        <RouterProvider router={router} />
      </StaffThemeProvider>,
    );
    expect(await view.findByText('Page not found: /panel/not-built')).toBeTruthy();
  });
});
