/**
 * A user whose role requires two-factor while it is off gets 403 `two_factor_required` from the
 * API on nearly every call (docs/decisions/016). The panel turns that into a trip to the
 * profile's two-factor set-up — no error toast — before anything else.
 */
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PANEL_SCREENS, panelHref } from '#shared/panel-screens.ts';
import { isTwoFactorRequiredError, TWO_FACTOR_SETUP_HASH } from '#shared/two-factor.ts';
import { ApiRequestError } from '../../../http/api-client.ts';

export const TWO_FACTOR_SETUP_PATH = `${panelHref(PANEL_SCREENS.profile.path)}#${TWO_FACTOR_SETUP_HASH}`;

export function needsTwoFactorSetup(error: unknown): boolean {
  return error instanceof ApiRequestError && isTwoFactorRequiredError(error.status, error.body);
}

export function useSendToTwoFactorSetup(): () => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(() => {
    if (pathname === panelHref(PANEL_SCREENS.profile.path)) return;
    navigate(TWO_FACTOR_SETUP_PATH, { replace: true });
  }, [navigate, pathname]);
}
