import { describe, expect, it } from 'vitest';
import { bubbleLegacyData } from './legacy-data.ts';

const formData = {
  datasource: '1__table',
  viz_type: 'bubble',
  entity: 'country',
  series: 'region',
  x: 'gdp',
  y: 'life',
  size: 'pop',
};

describe('bubble legacy data', () => {
  it('groups the rows by series value, adding x, y, size, shape and group', () => {
    const data = [
      { country: 'FRA', region: 'Europe', pop: 68, gdp: 2780, life: 82 },
      { country: 'JPN', region: 'Asia', pop: 125, gdp: 4230, life: 84 },
      { country: 'DEU', region: 'Europe', pop: 84, gdp: 4080, life: 81 },
    ];
    expect(
      bubbleLegacyData(formData, [{ data, colnames: ['country', 'region', 'pop', 'gdp', 'life'] }]),
    ).toEqual([
      {
        key: 'Europe',
        values: [
          {
            country: 'FRA',
            region: 'Europe',
            pop: 68,
            gdp: 2780,
            life: 82,
            x: 2780,
            y: 82,
            size: 68,
            shape: 'circle',
            group: 'Europe',
          },
          {
            country: 'DEU',
            region: 'Europe',
            pop: 84,
            gdp: 4080,
            life: 81,
            x: 4080,
            y: 81,
            size: 84,
            shape: 'circle',
            group: 'Europe',
          },
        ],
      },
      {
        key: 'Asia',
        values: [
          {
            country: 'JPN',
            region: 'Asia',
            pop: 125,
            gdp: 4230,
            life: 84,
            x: 4230,
            y: 84,
            size: 125,
            shape: 'circle',
            group: 'Asia',
          },
        ],
      },
    ]);
  });

  it('groups by the entity without a series column', () => {
    const data = [{ country: 'FRA', pop: 68, gdp: 2780, life: 82 }];
    const [group] = bubbleLegacyData({ ...formData, series: null }, [{ data, colnames: [] }]);
    expect(group.key).toBe('FRA');
    expect(group.values[0].group).toBe('FRA');
  });
});
