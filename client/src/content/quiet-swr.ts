/**
 * Options for reads whose failure is silently ignored (docs/product.md#errors: failures loading domain or
 * core data keep the defaults): no toast, no retry loop, no refetch on focus.
 */
export const QUIET_READ = {
  onError: () => {},
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateIfStale: false,
} as const;
