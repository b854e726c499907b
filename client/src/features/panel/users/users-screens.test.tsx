/**
 * The users screens against stubbed API answers (checked against the API's schemas): the list's
 * columns, badges and filters, and the new-user form of an admin — only the roles and sites it
 * holds are offered, and a password link is the default.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Type from 'typebox';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '#shared/api-paths.ts';
import { ROLE } from '#shared/ids/roles.ts';
import { DataEnvelope } from '#shared/schemas/common.ts';
import { AccountSchema } from '#shared/schemas/content.ts';
import { DomainSummarySchema } from '#shared/schemas/options-requests.ts';
import { type StaffUser, StaffUserSchema } from '#shared/schemas/users.ts';
import { apiAnswer } from '../../../test-support/api-answers.ts';
import { renderPanelScreen } from '../../../test-support/panel-screen-render.tsx';
import { staffUser } from '../../../test-support/staff-user.ts';
import { stubApi } from '../../../test-support/stubbed-api.ts';
import { UserCreateScreen } from './user-create-screen.tsx';
import { UserEditScreen } from './user-edit-screen.tsx';
import { UsersScreen } from './users-screen.tsx';

const DOMAINS = [{ id: 1, host: 'localhost', name: 'Rolling Kitchens' }];
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString().replace(/\.\d+Z$/, 'Z');
const USERS: StaffUser[] = [
  staffUser({
    id: 2,
    firstname: 'Ada',
    lastname: 'Admin',
    email: 'ada@example.test',
    roles: [{ id: ROLE.admin }],
    two_factor: true,
    last_sign_in_at: minutesAgo(5),
  }),
  staffUser({
    id: 3,
    firstname: 'Eddie',
    lastname: 'Editor',
    email: 'eddie@example.test',
    deactivated_at: minutesAgo(60),
  }),
];

let posts: unknown[];

beforeEach(() => {
  posts = [];
  window.history.replaceState(null, '', '/panel/users');
  stubApi(async ({ url, method, body }) => {
    if (method === 'POST' && url === API.users) {
      posts.push(body);
      return apiAnswer(
        DataEnvelope(StaffUserSchema),
        { data: { ...USERS[1], id: 9 } as StaffUser },
        { status: 201 },
      );
    }
    if (method === 'POST' && url === API.userReactivate(3)) {
      posts.push(url);
      return apiAnswer(DataEnvelope(StaffUserSchema), {
        data: { ...(USERS[1] as StaffUser), deactivated_at: null },
      });
    }
    const one = USERS.find((u) => url === API.user(u.id));
    if (one) return apiAnswer(DataEnvelope(StaffUserSchema), { data: one });
    if (url === API.users) return apiAnswer(DataEnvelope(Type.Array(StaffUserSchema)), { data: USERS });
    if (url === API.options.domains) return apiAnswer(Type.Array(DomainSummarySchema), DOMAINS);
    if (url === API.account.self) {
      return apiAnswer(DataEnvelope(AccountSchema), {
        data: {
          user: { id: 2, firstname: 'Ada', lastname: 'Admin', email: 'ada@example.test' },
          domains: [{ id: 1, host: 'localhost' }],
          roles: [{ id: ROLE.admin }],
          domain: { id: 1, host: 'localhost' },
        },
      });
    }
    return new Response('{}', { status: 404 });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  return renderPanelScreen(
    [
      { path: '/panel/users', element: <UsersScreen /> },
      { path: '/panel/users/create', element: <UserCreateScreen /> },
      { path: '/panel/users/:id', element: <UserEditScreen /> },
    ],
    path,
  );
}

describe('the users list', () => {
  it('shows role, sites, two-factor, last sign-in and deactivated accounts', async () => {
    renderAt('/panel/users');
    const table = await screen.findByRole('table', { name: 'Users' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/Ada Admin.*ada@example\.test.*Admin.*localhost.*On.*5 minutes ago/),
      expect.stringMatching(/Eddie Editor.*Deactivated.*Editor.*Off.*Never/),
    ]);
    expect(within(table).getByRole('link', { name: 'Eddie Editor' }).getAttribute('href')).toBe(
      '/panel/users/3',
    );
  });

  it('filters by role and status from the toolbar', async () => {
    const router = renderAt('/panel/users?status=deactivated');
    await screen.findByRole('table', { name: 'Users' });
    expect(screen.queryByRole('link', { name: 'Ada Admin' })).toBeNull();
    expect(screen.getByText('1 of 2 users')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    await screen.findByRole('link', { name: 'Ada Admin' });
    expect(router.state.location.search).toBe('');
  });
});

describe('the new-user screen of an admin', () => {
  it('offers its own roles and sites, and mails a password link by default', async () => {
    const router = renderAt('/panel/users/create');
    fireEvent.click(await screen.findByRole('combobox', { name: /^Role/ }));
    const roles = await screen.findByRole('listbox', { name: /^Role/, hidden: true });
    const options = within(roles).getAllByRole('option', { hidden: true });
    expect(options.map((o) => o.textContent)).toEqual(['Admin', 'Editor']);
    fireEvent.click(within(roles).getByRole('option', { name: 'Editor', hidden: true }));

    fireEvent.change(screen.getByRole('textbox', { name: /^First name/ }), { target: { value: 'Nia' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Last name/ }), { target: { value: 'Cook' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Email/ }), {
      target: { value: 'nia@example.test' },
    });
    expect(
      (screen.getByRole('radio', { name: /Send them a link/ }) as HTMLInputElement).checked,
      'a link is the default',
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Create the user' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/users/9'));
    expect(posts).toEqual([
      {
        firstname: 'Nia',
        lastname: 'Cook',
        email: 'nia@example.test',
        role_id: ROLE.editor,
        domain_ids: [1],
        send_password_link: true,
      },
    ]);
  });

  it('asks for a typed password of ten characters when one is typed', async () => {
    renderAt('/panel/users/create');
    fireEvent.click(await screen.findByRole('radio', { name: /Type a password now/ }));
    fireEvent.change(screen.getByLabelText(/^Password/, { selector: 'input[type="password"]' }), {
      target: { value: 'short' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create the user' }));
    await screen.findByText('Use at least 10 characters');
    expect(posts).toEqual([]);
  });
});

describe('the user screen', () => {
  it('reactivates a deactivated account after asking', async () => {
    renderAt('/panel/users/3');
    await screen.findByRole('heading', { level: 1, name: 'Eddie Editor' });
    expect(screen.getByText(/^Deactivated since/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send a password link' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reactivate Eddie Editor?' });
    expect(posts).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reactivate' }));
    await waitFor(() => expect(posts).toEqual([API.userReactivate(3)]));
    await screen.findByRole('button', { name: 'Deactivate' });
    expect(screen.getByText('Active')).toBeTruthy();
  });

  it('shows one’s own account without the actions that belong to the profile', async () => {
    renderAt('/panel/users/2');
    await screen.findByText(/This is your own account/);
    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete user' })).toBeNull();
    expect((screen.getByRole('textbox', { name: /^Email/ }) as HTMLInputElement).disabled).toBe(true);
  });
});
