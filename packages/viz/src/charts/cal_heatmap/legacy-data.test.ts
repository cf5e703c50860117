import { describe, expect, it } from 'vitest';
import { calHeatmapLegacyData, domainRange } from './legacy-data.ts';

const formData = {
  datasource: '1__table',
  viz_type: 'cal_heatmap',
  granularity_sqla: 'ds',
  metrics: ['count'],
  domain_granularity: 'month',
  subdomain_granularity: 'day',
};
const from = Date.UTC(2024, 0, 1);
const to = Date.UTC(2024, 2, 15);

describe('cal_heatmap legacy data', () => {
  it('answers per metric the values by epoch seconds, the start, the granularities and the domain count', () => {
    const data = [
      { __timestamp: Date.UTC(2024, 0, 1), count: 3 },
      { __timestamp: Date.UTC(2024, 0, 2), count: 5 },
    ];
    expect(
      calHeatmapLegacyData(formData, [{ data, colnames: [], from_dttm: from, to_dttm: to }]),
    ).toEqual({
      data: { count: { '1704067200.0': 3, '1704153600.0': 5 } },
      start: from,
      domain: 'month',
      subdomain: 'day',
      range: 3,
    });
  });

  it('counts the domains of each granularity like relativedelta', () => {
    expect(domainRange('year', from, to)).toBe(1);
    // relativedelta keeps only the weeks left after whole months (2 months + 14 days), as the legacy code did.
    expect(domainRange('week', from, to)).toBe(3);
    expect(domainRange('day', from, to)).toBe(75);
    expect(domainRange('hour', from, Date.UTC(2024, 0, 1, 5, 30))).toBe(6);
    expect(domainRange('month', Date.UTC(2024, 0, 31), Date.UTC(2024, 1, 29))).toBe(2);
  });

  it('needs both time bounds', () => {
    expect(() =>
      calHeatmapLegacyData(formData, [{ data: [], colnames: [], from_dttm: from, to_dttm: null }]),
    ).toThrow('Please provide both time bounds (Since and Until)');
  });
});
