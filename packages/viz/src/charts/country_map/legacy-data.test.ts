import { describe, expect, it } from 'vitest';
import { countryMapLegacyData } from './legacy-data.ts';

const formData = {
  datasource: '1__table',
  viz_type: 'country_map',
  select_country: 'france',
  entity: 'iso',
  metric: 'count',
};

describe('country_map legacy data', () => {
  it('answers one {country_id, metric} per row', () => {
    const data = [
      { iso: 'FR-ARA', count: 12 },
      { iso: 'FR-BRE', count: 3.5 },
    ];
    expect(countryMapLegacyData(formData, [{ data, colnames: ['iso', 'count'] }])).toEqual([
      { country_id: 'FR-ARA', metric: 12 },
      { country_id: 'FR-BRE', metric: 3.5 },
    ]);
  });

  it('reports a missing country, metric or entity', () => {
    expect(() => countryMapLegacyData({ ...formData, select_country: null }, [])).toThrow(
      'Must specify a country',
    );
    expect(() => countryMapLegacyData({ ...formData, metric: null }, [])).toThrow(
      'Must specify a metric',
    );
    expect(() => countryMapLegacyData({ ...formData, entity: null }, [])).toThrow(
      'Must provide ISO codes',
    );
  });
});
