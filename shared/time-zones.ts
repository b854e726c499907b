/**
 * A site's time zone (the domain option `time_zone`, an IANA name such as `Europe/Berlin`): the
 * zone its schedules are written and shown in. Checked against the zones the runtime knows.
 */
import { DEFAULT_TIME_ZONE } from './domain-defaults.ts';

export { DEFAULT_TIME_ZONE };

/** The shape of an IANA zone name; isTimeZone also asks the runtime whether it knows it. */
export const TIME_ZONE_PATTERN = '^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+)*$';

export function timeZoneNames(): string[] {
  const names = Intl.supportedValuesOf('timeZone');
  return names.includes(DEFAULT_TIME_ZONE) ? names : [DEFAULT_TIME_ZONE, ...names];
}

export function isTimeZone(value: string): boolean {
  if (!new RegExp(TIME_ZONE_PATTERN).test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * The calendar day `at` falls on in `zone` (`y-MM-dd`): the site's "today" whatever zone the
 * server or the browser is in. A zone the runtime does not know counts as UTC.
 */
export function dayInTimeZone(at: Date, zone: string | undefined): string {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en', {
      timeZone: zone || DEFAULT_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
  } catch {
    return at.toISOString().slice(0, 10);
  }
  const part = (type: string) => format.formatToParts(at).find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
