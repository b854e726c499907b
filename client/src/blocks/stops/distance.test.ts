import { describe, expect, it } from 'vitest';
import { closestFirst, distanceKm, distanceLabel } from './distance.ts';

describe('closest first', () => {
  it('measures the great-circle distance', () => {
    // Amsterdam Centraal to the Rijksmuseum: about 2.3 km
    const km = distanceKm({ latitude: 52.3791, longitude: 4.9003 }, { latitude: 52.36, longitude: 4.8852 });
    expect(km).toBeGreaterThan(2.2);
    expect(km).toBeLessThan(2.5);
    expect(distanceKm({ latitude: 10, longitude: 10 }, { latitude: 10, longitude: 10 })).toBe(0);
  });

  it('says it as people do', () => {
    expect(distanceLabel(0.3449)).toBe('340 m');
    expect(distanceLabel(0.001)).toBe('10 m');
    expect(distanceLabel(1.234)).toBe('1.2 km');
    expect(distanceLabel(14.6)).toBe('15 km');
  });

  it('sorts the stops with coordinates by distance, the others after in their order', () => {
    const here = { latitude: 52.37, longitude: 4.89 };
    const stops = [
      { name: 'far', latitude: 52.5, longitude: 4.9 },
      { name: 'unknown 1', latitude: null, longitude: null },
      { name: 'near', latitude: 52.371, longitude: 4.891 },
      { name: 'unknown 2', latitude: null, longitude: null },
    ];
    expect(closestFirst(stops, here).map((entry) => entry.item.name)).toEqual([
      'near',
      'far',
      'unknown 1',
      'unknown 2',
    ]);
  });
});
