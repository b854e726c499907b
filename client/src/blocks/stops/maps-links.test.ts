import { describe, expect, it } from 'vitest';
import { mapsLinksOf } from './maps-links.ts';

describe('the maps links of a stop', () => {
  it('with coordinates: a geo: URI and an OpenStreetMap marker', () => {
    expect(
      mapsLinksOf({ place_name: 'Market Square', address: '', latitude: 52.370216, longitude: 4.8951679 }),
    ).toEqual({
      geo: 'geo:52.370216,4.895168',
      openStreetMap: 'https://www.openstreetmap.org/?mlat=52.370216&mlon=4.895168#map=17/52.370216/4.895168',
    });
    expect(mapsLinksOf({ place_name: 'Pier', address: '', latitude: -33.5, longitude: 0 }).geo).toBe(
      'geo:-33.5,0',
    );
  });

  it('without them: the place and address searched on OpenStreetMap, no geo: link', () => {
    expect(
      mapsLinksOf({
        place_name: 'Market Square',
        address: 'Calle Verde 12, Old Town',
        latitude: null,
        longitude: null,
      }),
    ).toEqual({
      openStreetMap:
        'https://www.openstreetmap.org/search?query=Market%20Square%2C%20Calle%20Verde%2012%2C%20Old%20Town',
    });
  });
});
