import { describe, expect, it } from 'vitest';
import { geodeticParse, parseGeodetic } from './geodetic.ts';
import { geohashDecode, geohashEncode } from './geohash.ts';
import { column, table } from './test-fixtures.ts';

const cities = table(
  ['city', 'geohash', 'latitude', 'longitude', 'geodetic'],
  [
    [
      'New York City',
      'dr5regw3pg6f',
      40.71277496,
      -74.00597306,
      '40.71277496, -74.00597306, 5.5km',
    ],
    ['Sydney', 'r3gx2u9qdevk', -33.85598011, 151.20666526, '-33.85598011, 151.20666526, 12m'],
  ],
);

describe('geohash', () => {
  it('encodes 12-character geohashes', () => {
    const out = geohashEncode(cities, {
      geohash: 'hash',
      latitude: 'latitude',
      longitude: 'longitude',
    });
    expect(out.columns.at(-1)).toBe('hash');
    expect(column(out, 'hash')).toEqual(['dr5regw3pg6f', 'r3gx2u9qdevk']);
  });

  it('decodes to the cell centre', () => {
    const out = geohashDecode(cities, { geohash: 'geohash', latitude: 'lat', longitude: 'lon' });
    expect(out.columns.slice(-2)).toEqual(['lat', 'lon']);
    const [lat, lon] = [column(out, 'lat'), column(out, 'lon')] as number[][];
    expect(lat[0]).toBeCloseTo(40.71277496, 6);
    expect(lon[0]).toBeCloseTo(-74.00597306, 6);
    expect(lat[1]).toBeCloseTo(-33.85598011, 6);
    expect(lon[1]).toBeCloseTo(151.20666526, 6);
  });

  it('rejects invalid input', () => {
    expect(() =>
      geohashDecode(table(['g'], [['dr5!']]), { geohash: 'g', latitude: 'a', longitude: 'b' }),
    ).toThrow('Invalid geohash string');
    expect(() =>
      geohashEncode(table(['a', 'b'], [[95, 0]]), { geohash: 'g', latitude: 'a', longitude: 'b' }),
    ).toThrow('Invalid longitude/latitude');
  });
});

describe('geodetic_parse', () => {
  it('parses points with altitude units into km', () => {
    const out = geodeticParse(cities, {
      geodetic: 'geodetic',
      latitude: 'lat',
      longitude: 'lon',
      altitude: 'alt',
    });
    expect(column(out, 'lat')).toEqual([40.71277496, -33.85598011]);
    expect(column(out, 'lon')).toEqual([-74.00597306, 151.20666526]);
    expect(column(out, 'alt')).toEqual([5.5, 0.012]);
    expect(
      geodeticParse(cities, { geodetic: 'geodetic', latitude: 'lat', longitude: 'lon' }).columns,
    ).not.toContain('alt');
  });

  it('reads degrees, minutes and hemispheres', () => {
    expect(parseGeodetic("41°30'N 81°W")).toEqual([41.5, -81, 0]);
    expect(parseGeodetic('10 190')).toEqual([10, -170, 0]);
    expect(() => parseGeodetic('not a point')).toThrow('Invalid geodetic string');
    expect(() => parseGeodetic('95, 10')).toThrow('Invalid geodetic string');
  });
});
