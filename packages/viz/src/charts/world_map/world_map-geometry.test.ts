import type { MultiPolygon, Polygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import { chartDataResult } from '../../testing/chart-data-result.ts';
import { splitAtAntimeridian, worldGeoJson } from '../_geo/world-geometry.ts';
import { worldMapFormDataSchema } from './form-data.ts';
import { transformWorldMapProps } from './transform-props.ts';

const longestEdge = (geometry: Polygon | MultiPolygon) => {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  let longest = 0;
  for (const ring of polygons.flat())
    for (let i = 1; i < ring.length; i += 1)
      longest = Math.max(longest, Math.abs(ring[i][0] - ring[i - 1][0]));
  return longest;
};

describe('world_map geometry and country types (issue #14 item 11)', () => {
  it('cuts a polygon crossing the 180th meridian into an east and a west piece', () => {
    const square: Polygon = {
      type: 'Polygon',
      coordinates: [
        [
          [170, 10],
          [-170, 10],
          [-170, 20],
          [170, 20],
          [170, 10],
        ],
      ],
    };
    const split = splitAtAntimeridian(square) as MultiPolygon;
    expect(split.type).toBe('MultiPolygon');
    const xs = split.coordinates.map((p) => p[0].map(([x]) => x));
    expect(xs.map((x) => [Math.min(...x), Math.max(...x)]).sort((a, b) => a[0] - b[0])).toEqual([
      [-180, -170],
      [170, 180],
    ]);
    expect(longestEdge(split)).toBeLessThanOrEqual(20);
  });

  it('leaves no edge across the map in any country (Russia and Fiji were stripes)', () => {
    const features = worldGeoJson().features;
    for (const code of ['RUS', 'FJI', 'USA'])
      expect(features.find((f) => f.properties.name === code)).toBeDefined();
    for (const feature of features) expect(longestEdge(feature.geometry)).toBeLessThan(180);
  });

  it('explains a blank map: no value of the column is a country of the chosen type', () => {
    const result = chartDataResult(
      [
        ['country_name', 1],
        ['count', 0],
      ],
      [
        ['France', 3],
        ['Spain', 2],
        ['Italy', 1],
        ['Peru', 1],
      ],
    );
    const transform = (country_fieldtype: string) =>
      transformWorldMapProps({
        formData: worldMapFormDataSchema.parse({
          viz_type: 'world_map',
          datasource: '1__table',
          entity: 'country_name',
          metric: 'count',
          country_fieldtype,
        }),
        queriesData: [result],
        width: 800,
        height: 500,
      });
    expect(() => transform('cca2')).toThrow(
      'No value of "country_name" is an ISO 3166-1 alpha-2 code (cca2) (it holds "France", "Spain", "Italy", ...). Choose the Country Field Type that matches the column.',
    );
    expect(() => transform('name')).not.toThrow();
  });
});
