/**
 * The iCalendar feeds of truck schedules (docs/decisions/049), served by the BFF: the site's and
 * each member's, by the member's id (a subscription outlives a renamed page). Not in
 * public-api-paths.ts: the public first load has no use for them, only the "Next stops" block,
 * which loads later.
 */
export const CALENDAR_FEEDS = {
  site: '/calendar/site.ics',
  member: (memberId: number | string) => `/calendar/${memberId}.ics`,
} as const;
