import { describe, expect, it } from 'vitest';
import { worldMapLegacyData } from './legacy-data.ts';

const formData = {
  datasource: '1__table',
  viz_type: 'world_map',
  entity: 'code',
  country_fieldtype: 'cca2',
  metric: 'pop',
  secondary_metric: 'gdp',
};

describe('world_map legacy data', () => {
  it('resolves each country to alpha-3, name and centroid, with m1 and m2', () => {
    const data = [
      { code: 'fr', pop: 68, gdp: 2780 },
      { code: 'ZZ', pop: 1, gdp: 2 },
    ];
    const [france, unknown] = worldMapLegacyData(formData, [
      { data, colnames: ['code', 'pop', 'gdp'] },
    ]);
    expect(france).toMatchObject({ country: 'FRA', m1: 68, m2: 2780, name: 'France' });
    // Metropolitan France, not the overseas territories: roughly 46°N 2°E.
    expect(france.latitude).toBeCloseTo(46.5, 0);
    expect(france.longitude).toBeCloseTo(2.5, 0);
    expect(unknown).toEqual({ country: 'XXX', m1: 1, m2: 2 });
  });

  it('repeats the metric as m2 without a secondary metric', () => {
    const data = [{ code: 'JP', pop: 125 }];
    expect(
      worldMapLegacyData({ ...formData, secondary_metric: null }, [{ data, colnames: [] }])[0],
    ).toMatchObject({ country: 'JPN', m1: 125, m2: 125, name: 'Japan' });
  });
});
