/**
 * Options for reads whose failure is silently ignored (spec §8: failures loading domain or core
 * data keep the defaults): no toast, no retry loop, no refetch on focus.
 */
export const QUIET_READ = {
  onError: () => {},
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateIfStale: false,
} as const;
