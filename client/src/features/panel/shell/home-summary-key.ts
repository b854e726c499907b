/**
 * The SWR key of the panel home's summary (home/home-summary.ts): one read made of several API
 * calls, so it has a key of its own, which the writes that change what it counts (submissions)
 * invalidate.
 */
export const HOME_SUMMARY_KEY = 'panel:home-summary';
