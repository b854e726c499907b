/**
 * Which sections of the site options screen hold unsaved changes: each section reports its own
 * state; the screen shows a mark on the section's tab and warns before leaving while any is dirty.
 */
import { createContext, useContext, useEffect } from 'react';

export type SectionId =
  | 'general'
  | 'colors'
  | 'menus'
  | 'socials'
  | 'error-page'
  | 'seo'
  | 'analytics'
  | 'site-map'
  | 'cache';

export type ReportDirty = (section: SectionId, dirty: boolean) => void;

export const DirtySectionsContext = createContext<ReportDirty | null>(null);

/** Tells the screen whether this section has unsaved changes (and that it has none once gone). */
export function useReportDirty(section: SectionId, dirty: boolean): void {
  const report = useContext(DirtySectionsContext);
  useEffect(() => {
    report?.(section, dirty);
  }, [report, section, dirty]);
  useEffect(() => () => report?.(section, false), [report, section]);
}

/** Two form values alike (plain data: what the form would send). */
export function sameValues(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
