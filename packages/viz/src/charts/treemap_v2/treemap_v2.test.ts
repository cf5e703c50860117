import type { TreemapSeriesOption } from 'echarts';
import { describe, expect, it, vi } from 'vitest';
import { chartDataResult } from '../../testing/chart-data-result.ts';
import { treemapV2Plugin } from './index.ts';
import { transformTreemapV2Props as transformProps } from './transform-props.ts';

const { formDataSchema, buildQuery } = treemapV2Plugin;

/** Featured Charts/Treemap.yaml (params, verbatim). */
const TREEMAP_EXAMPLE = {
  datasource: '23__table',
  viz_type: 'treemap_v2',
  groupby: ['year', 'product_line'],
  metric: 'count',
  row_limit: 10000,
  adhoc_filters: [
    {
      clause: 'WHERE',
      subject: 'order_date',
      operator: 'TEMPORAL_RANGE',
      comparator: 'No filter',
      expressionType: 'SIMPLE',
    },
  ],
  color_scheme: 'supersetColors',
  show_labels: true,
  show_upper_labels: true,
  label_type: 'key_value',
  number_format: 'SMART_NUMBER',
  date_format: 'smart_date',
  extra_form_data: {},
  dashboards: [],
};
const parse = (overrides: Record<string, unknown> = {}) =>
  formDataSchema.parse({ ...TREEMAP_EXAMPLE, ...overrides });

describe('treemap_v2 buildQuery', () => {
  it('Treemap.yaml: the year > product_line hierarchy with count, no ordering (sort_by_metric unset)', () => {
    const request = buildQuery(parse());
    expect(request.datasource).toEqual({ id: 23, type: 'table' });
    expect(request.queries).toEqual([
      {
        filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
        extras: { having: '', where: '' },
        applied_time_extras: {},
        columns: ['year', 'product_line'],
        metrics: ['count'],
        annotation_layers: [],
        row_limit: 10000,
        series_limit: 0,
        group_others_when_limit_reached: false,
        order_desc: true,
        url_params: {},
        custom_params: {},
        custom_form_data: {},
      },
    ]);
  });

  it('orders by the metric descending with sort_by_metric', () => {
    expect(buildQuery(parse({ sort_by_metric: true })).queries[0].orderby).toEqual([
      ['count', false],
    ]);
  });
});

const RESULT = chartDataResult(
  [
    ['year', 0],
    ['product_line', 1],
    ['count', 0],
  ],
  [
    [2003, 'Classic Cars', 366],
    [2003, 'Ships', 81],
    [2004, 'Classic Cars', 1500],
  ],
);

describe('treemap_v2 transformProps', () => {
  const transform = (
    overrides: Record<string, unknown> = {},
    extra: Partial<Parameters<typeof transformProps>[0]> = {},
  ) =>
    transformProps({
      formData: parse(overrides),
      queriesData: [RESULT],
      width: 500,
      height: 400,
      ...extra,
    });
  const seriesOf = (p: ReturnType<typeof transform>) =>
    (p.option.series as TreemapSeriesOption[])[0];

  it('nests the rows under one root named after the metric, summing parents, coloured per top-level branch', () => {
    const series = seriesOf(transform());
    expect(series).toMatchObject({
      type: 'treemap',
      // The whole chart: ECharts 6's default insets (20 px sides, 50 px top and bottom) are zeroed.
      left: 0,
      top: 0,
      right: 0,
      bottom: 0,
      breadcrumb: { show: false },
      label: { show: true, position: 'insideTopLeft' },
      upperLabel: { show: true },
    });
    expect(series.data).toEqual([
      {
        id: 'count',
        name: 'count',
        value: 1947,
        itemStyle: { color: '#e8e8e8', borderColor: '#e8e8e8' },
        children: [
          {
            id: '2003',
            name: '2003',
            value: 447,
            itemStyle: { color: '#1FA8C9', opacity: 1 },
            children: [
              {
                id: '2003 / Classic Cars',
                name: 'Classic Cars',
                value: 366,
                itemStyle: { opacity: 1 },
              },
              { id: '2003 / Ships', name: 'Ships', value: 81, itemStyle: { opacity: 1 } },
            ],
          },
          {
            id: '2004',
            name: '2004',
            value: 1500,
            itemStyle: { color: '#454E7C', opacity: 1 },
            children: [
              {
                id: '2004 / Classic Cars',
                name: 'Classic Cars',
                value: 1500,
                itemStyle: { opacity: 1 },
              },
            ],
          },
        ],
      },
    ]);
  });

  it('formats labels by label type and number format', () => {
    const label = (overrides: Record<string, unknown>) =>
      (seriesOf(transform(overrides)).label as { formatter: (p: unknown) => string }).formatter({
        name: 'Ships',
        value: 1500,
      });
    expect(label({})).toBe('Ships: 1.5k');
    expect(label({ label_type: 'key' })).toBe('Ships');
    expect(label({ label_type: 'value', number_format: ',d' })).toBe('1,500');
  });

  it('filters on the path columns down to the clicked node', () => {
    const setDataMask = vi.fn();
    const p = transform({}, { hooks: { setDataMask }, emitCrossFilters: true });
    p.onItemClick?.('2003 / Ships');
    expect(setDataMask).toHaveBeenLastCalledWith(
      expect.objectContaining({
        extraFormData: {
          filters: [
            { col: 'year', op: 'IN', val: [2003] },
            { col: 'product_line', op: 'IN', val: ['Ships'] },
          ],
        },
      }),
    );
    p.onItemClick?.('2004');
    expect(setDataMask).toHaveBeenLastCalledWith(
      expect.objectContaining({
        extraFormData: { filters: [{ col: 'year', op: 'IN', val: [2004] }] },
      }),
    );
  });
});
