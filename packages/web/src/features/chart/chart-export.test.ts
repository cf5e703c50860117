import { describe, expect, it } from 'vitest';
import type { ChartDataRequest } from '@sightline/core';
import {
  FULL_EXPORT_ROW_LIMIT,
  exportRequest,
  imageFileName,
  offersPivotedCsv,
  pivotedExportRequest,
  shareByEmailHref,
} from './chart-export.ts';

const REQUEST: ChartDataRequest = {
  datasource: { id: 1, type: 'table' },
  queries: [{ columns: ['region'], metrics: ['count'], row_limit: 100, row_offset: 200 }],
  force: true,
  result_format: 'json',
  result_type: 'full',
};

describe('chart exports and sharing', () => {
  it('exports the query context with the file format, without forcing the cache', () => {
    expect(exportRequest(REQUEST, 'csv')).toMatchObject({
      result_format: 'csv',
      result_type: 'full',
      force: false,
      queries: REQUEST.queries,
    });
    expect(pivotedExportRequest(REQUEST)).toMatchObject({
      result_format: 'csv',
      result_type: 'post_processed',
      force: false,
      queries: REQUEST.queries,
    });
  });

  it('offers the pivoted CSV for the chart types that declare it (the pivot table), not for others', () => {
    const withVizType = (viz_type: string): ChartDataRequest => ({
      ...REQUEST,
      form_data: { viz_type },
    });
    expect(offersPivotedCsv(withVizType('pivot_table_v2'))).toBe(true);
    expect(offersPivotedCsv(withVizType('table'))).toBe(false);
    expect(offersPivotedCsv(withVizType('not_a_viz_type'))).toBe(false);
    expect(offersPivotedCsv(REQUEST)).toBe(false);
    expect(offersPivotedCsv(null)).toBe(false);
  });

  it('drops the row limit and page offset from full exports', () => {
    const [query] = exportRequest(REQUEST, 'xlsx', true).queries;
    expect(query).toEqual({
      columns: ['region'],
      metrics: ['count'],
      row_limit: FULL_EXPORT_ROW_LIMIT,
    });
  });

  it('shares a permalink by email and names image files after the chart', () => {
    expect(shareByEmailHref('Sales', 'http://x/superset/explore/p/k/')).toBe(
      'mailto:?Subject=Sightline%20Chart%3A%20Sales&Body=Check%20out%20this%20chart%3A%20http%3A%2F%2Fx%2Fsuperset%2Fexplore%2Fp%2Fk%2F',
    );
    expect(imageFileName('Sales by region', new Date(Date.UTC(2024, 4, 1, 10, 15, 0)))).toBe(
      'sales_by_region-20240501-101500.png',
    );
  });
});
