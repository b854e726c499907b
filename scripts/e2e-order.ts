/**
 * The order the journey files start in when several run side by side (scripts/e2e.ts): the
 * longest first, so that the last file to start is a short one and no worker idles for a long
 * file's whole run at the end (longest processing time first, the classic rule for two machines).
 * In alphabetical order the 67 s stored-xss journey started near the end, the other worker idle
 * most of that time.
 *
 * The seconds are each file's time in a fresh-clone CI run, one file at a time (run at 858dcc1,
 * session 12, decision 041). They only order the start: a new file (not listed) counts as an
 * average one, a stale figure costs at most a little idle time at the end, never a result.
 */
export const JOURNEY_SECONDS: Readonly<Record<string, number>> = {
  'e2e/panel-site-options.test.ts': 96,
  'e2e/public-quality.test.ts': 95,
  'e2e/panel-posts.test.ts': 94,
  'e2e/panel-builder.test.ts': 78,
  'e2e/public-head-and-site-context.test.ts': 71,
  'e2e/stored-xss.test.ts': 67,
  'e2e/public-phone-speed.test.ts': 64,
  'e2e/panel-drafts-and-schedules.test.ts': 62,
  'e2e/panel-a11y.test.ts': 55,
  'e2e/panel-media.test.ts': 54,
  'e2e/panel-profile.test.ts': 49,
  'e2e/panel-users.test.ts': 40,
  'e2e/panel-builder-canvas.test.ts': 40,
  'e2e/public-shell.test.ts': 38,
  'e2e/panel-activity.test.ts': 37,
  'e2e/public-content.test.ts': 36,
  'e2e/panel-submissions.test.ts': 35,
  'e2e/panel-faq-taxonomy.test.ts': 35,
  'e2e/public-pages.test.ts': 30,
  'e2e/panel-auth.test.ts': 27,
  'e2e/new-truck-site.test.ts': 19,
  'e2e/public-images.test.ts': 19,
  'e2e/panel-shell.test.ts': 18,
  'e2e/panel-block-anchors.test.ts': 18,
  'e2e/analytics-code-from-owners.test.ts': 16,
  'e2e/staff-host.test.ts': 15,
  'e2e/panel-create-domain.test.ts': 13,
  'e2e/spa-shell.test.ts': 10,
};

/** the files, longest known first; unknown files count as the average of the known ones */
export function longestFirst(files: readonly string[], seconds = JOURNEY_SECONDS): string[] {
  const known = Object.values(seconds);
  const average = known.reduce((sum, value) => sum + value, 0) / (known.length || 1);
  const expected = (file: string) => seconds[file] ?? average;
  return [...files].sort((a, b) => expected(b) - expected(a) || a.localeCompare(b));
}
