/**
 * The two routers of the app: the public site's (declarative routes, in the entry) and the
 * staff areas' (a data router, loaded on a staff path only). Moving between them is a
 * transition: the current screen stays until the other router's code is in.
 */
import { useCallback, useState, useTransition } from 'react';
import { PublicApp } from './public-app.tsx';
import { StaffApp } from './route-modules.ts';
import { isStaffPath } from './staff-paths.ts';

export function AppRoot() {
  const [staff, setStaff] = useState(() => isStaffPath(window.location.pathname));
  const [, startTransition] = useTransition();
  const enterStaff = useCallback(() => startTransition(() => setStaff(true)), []);
  const leaveStaff = useCallback(() => startTransition(() => setStaff(false)), []);
  return staff ? <StaffApp onLeave={leaveStaff} /> : <PublicApp onStaff={enterStaff} />;
}
