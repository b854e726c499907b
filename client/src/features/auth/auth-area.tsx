/**
 * The auth area, the route module of `/team-login`, `/reset-password` and `/change-password`
 * (one lazy chunk with Mantine): the screen is chosen by the path.
 */
import { useLocation } from 'react-router';
import { ROUTES } from '#shared/routes.ts';
import { ChangePasswordScreen } from './change-password-screen.tsx';
import { ResetPasswordScreen } from './reset-password-screen.tsx';
import { TeamLoginScreen } from './team-login-screen.tsx';

export function AuthArea() {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '');
  if (path === ROUTES.resetPassword) return <ResetPasswordScreen />;
  if (path === ROUTES.changePassword) return <ChangePasswordScreen />;
  return <TeamLoginScreen />;
}

export default AuthArea;
