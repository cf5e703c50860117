import { describe, expect, it } from 'vitest';
import { chartSavePayload, formDataForSave } from './save-payload.ts';

const timeFilter = {
  expressionType: 'SIMPLE',
  clause: 'WHERE',
  subject: 'order_date',
  operator: 'TEMPORAL_RANGE',
  comparator: 'Last year',
};
const regionFilter = {
  expressionType: 'SIMPLE',
  clause: 'WHERE',
  subject: 'region',
  operator: 'IN',
  comparator: ['EMEA'],
};
const extraRegion = { ...regionFilter, comparator: ['APAC'], isExtra: true };
const extraTime = { ...timeFilter, comparator: '2024-01-01 : 2025-01-01', isExtra: true };

const BAR = {
  datasource: '1__table',
  viz_type: 'echarts_timeseries_bar',
  x_axis: 'order_date',
  time_grain_sqla: 'P1M',
  metrics: ['count'],
  groupby: ['region'],
};

describe('the chart save payload', () => {
  it('drops extra filters from the ad hoc filters and keeps the chart own ones', () => {
    const saved = formDataForSave({
      ...BAR,
      adhoc_filters: [timeFilter, regionFilter, extraRegion],
    });
    expect(saved.adhoc_filters).toEqual([timeFilter, regionFilter]);
  });

  it("keeps an extra temporal range with 'No filter' when no temporal range filter remains", () => {
    const saved = formDataForSave({ ...BAR, adhoc_filters: [regionFilter, extraTime] });
    expect(saved.adhoc_filters).toEqual([regionFilter, { ...extraTime, comparator: 'No filter' }]);
  });

  it("restores the saved chart's temporal range with 'No filter' when an overwrite empties the list", () => {
    const saved = formDataForSave(
      { ...BAR, adhoc_filters: [extraRegion] },
      { ...BAR, adhoc_filters: [timeFilter] },
    );
    expect(saved.adhoc_filters).toEqual([{ ...timeFilter, comparator: 'No filter' }]);
  });

  it('applies to every ad hoc filter list and removes temporary keys', () => {
    const saved = formDataForSave({
      ...BAR,
      adhoc_filters_b: [extraRegion, regionFilter],
      url_params: { a: '1' },
    });
    expect(saved.adhoc_filters_b).toEqual([regionFilter]);
    expect(saved).not.toHaveProperty('url_params');
  });

  it('sends params and query_context as JSON text with the datasource split from its uid', () => {
    const payload = chartSavePayload({
      formData: { ...BAR, adhoc_filters: [timeFilter, extraRegion] },
      sliceName: 'Sales by region',
      owners: [],
      dashboards: [],
    });
    expect(payload).toMatchObject({
      slice_name: 'Sales by region',
      viz_type: 'echarts_timeseries_bar',
      datasource_id: 1,
      datasource_type: 'table',
      owners: [],
      dashboards: [],
    });
    const params = JSON.parse(payload.params) as Record<string, unknown>;
    expect(params.adhoc_filters).toEqual([timeFilter]);
    const queryContext = JSON.parse(payload.query_context) as {
      datasource: unknown;
      queries: { filters: unknown[] }[];
      result_format: string;
      force: boolean;
    };
    expect(queryContext.datasource).toEqual({ id: 1, type: 'table' });
    expect(queryContext).toMatchObject({ result_format: 'json', force: false });
    expect(queryContext.queries[0]?.filters).toEqual([
      { col: 'order_date', op: 'TEMPORAL_RANGE', val: 'Last year' },
    ]);
  });
});
