/**
 * What the routers tell the rest of the app about navigations: whether one is pending (the
 * loading bar) and where one is going as it starts (the build check turns it into a full page
 * load). The public site's router and the staff area's data router both feed it.
 */
import { createContext } from 'react';

/** true while a navigation waits for the next page's code or data */
export const NavigationPending = createContext(false);

type Listener = (href: string) => void;
const listeners = new Set<Listener>();

export function onNavigationStart(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceNavigationStart(href: string): void {
  for (const listener of listeners) listener(href);
}
