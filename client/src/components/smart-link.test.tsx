/**
 * SmartLink: a page link navigates inside the app; a link to a staff screen (a footer's "Team
 * login") is left to the browser, so the staff screen gets a document of its own and no script of
 * the public page lives on into it (issue 23).
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { isStaffScreenPath } from '#shared/routes.ts';
import { SmartLink } from './smart-link.tsx';

function renderLinks() {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <SmartLink href="/about">About</SmartLink>
          <SmartLink href="/team-login">Team login</SmartLink>
        </>
      ),
    },
    { path: '/about', element: <h1>About page</h1> },
    { path: '/team-login', element: <h1>Team login screen</h1> },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(cleanup);

describe('SmartLink', () => {
  it('a staff screen is not reached inside the page', () => {
    const router = renderLinks();
    const staff = screen.getByText('Team login');
    // the router leaves the click to the browser (a full document load)
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    staff.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(router.state.location.pathname).toBe('/');
  });

  it('a page link navigates inside the app', async () => {
    renderLinks();
    fireEvent.click(screen.getByText('About'));
    expect(await screen.findByRole('heading', { name: 'About page' })).toBeTruthy();
  });

  it('knows the staff screens, whatever the case', () => {
    for (const path of [
      '/team-login',
      '/Team-Login?next=/panel',
      '/panel',
      '/panel/pages/4',
      '/reset-password',
    ])
      expect(isStaffScreenPath(path), path).toBe(true);
    for (const path of ['/', '/about', '/panelists', '/members'])
      expect(isStaffScreenPath(path), path).toBe(false);
  });
});
