/**
 * "Closest first" on the "Today" block (issue 28): the great-circle distance from where the
 * visitor is — asked for only when they press the button, never on page load — to each stop that
 * has coordinates; stops without them come last, in their own order.
 */
export interface Position {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** kilometres between two points (haversine) */
export function distanceKm(a: Position, b: Position): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** "350 m", "1.2 km", "14 km" */
export function distanceLabel(km: number): string {
  if (km < 1) return `${Math.max(10, Math.round((km * 1000) / 10) * 10)} m`;
  return km < 10 ? `${km.toFixed(1)} km` : `${Math.round(km)} km`;
}

/** `items` by distance from `from`; those without coordinates after, as they were */
export function closestFirst<T extends { latitude: number | null; longitude: number | null }>(
  items: readonly T[],
  from: Position,
): { item: T; km?: number }[] {
  const placed = items.map((item) => ({
    item,
    km:
      item.latitude !== null && item.longitude !== null
        ? distanceKm(from, { latitude: item.latitude, longitude: item.longitude })
        : undefined,
  }));
  const known = placed.filter((entry) => entry.km !== undefined).sort((a, b) => (a.km ?? 0) - (b.km ?? 0));
  return [...known, ...placed.filter((entry) => entry.km === undefined)];
}
