/**
 * "Open in maps" for a stop (issue 28, docs/decisions/049): a `geo:` URI (RFC 5870, which a
 * phone hands to its own maps app) and an OpenStreetMap link — no third-party map tiles or
 * scripts on the page. Without coordinates, the address (or the place's name) is searched on
 * OpenStreetMap and there is no `geo:` link.
 */
export interface StopPlace {
  place_name: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
}

export interface MapsLinks {
  /** `geo:lat,lon`; absent without coordinates */
  geo?: string;
  openStreetMap: string;
}

/** coordinates to at most 6 decimals (~0.1 m), without trailing zeros */
const coordinate = (value: number) => String(Number(value.toFixed(6)));

export function mapsLinksOf(place: StopPlace): MapsLinks {
  const { latitude, longitude } = place;
  if (latitude !== null && longitude !== null) {
    const lat = coordinate(latitude);
    const lon = coordinate(longitude);
    return {
      geo: `geo:${lat},${lon}`,
      openStreetMap: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`,
    };
  }
  const query = [place.place_name, place.address]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  return { openStreetMap: `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}` };
}
