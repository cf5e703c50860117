import type { LineSeriesOption } from 'echarts';
import { GenericDataType } from '@sightline/core';
import { describe, expect, it } from 'vitest';
import { chartDataResult, utc } from '../../testing/chart-data-result.ts';
import { LINE_EXAMPLE } from '../../testing/example-form-data.ts';
import { echartsTimeseriesLinePlugin } from '../echarts_timeseries_line/index.ts';
import { transformEchartsTimeseriesLineProps } from '../echarts_timeseries_line/transform-props.ts';
import { hostOverrideValues, resolveAnnotationOverrides } from './annotation-overrides.ts';
import {
  annotationLineType,
  annotationOpacity,
  buildAnnotationSeries,
  mapAnnotationRecords,
  type AnnotationLayer,
} from './annotations.ts';
import { compileFormula, validateFormula } from './math-expression.ts';

const X = [utc(2003, 1), utc(2003, 2), utc(2003, 3)];
const colorOf = (name: string) => `color-of-${name}`;
const build = (
  layers: unknown[],
  annotationData: unknown = {},
  extra: { isHorizontal?: boolean } = {},
) => buildAnnotationSeries({ layers, annotationData, xValues: X, colorOf, ...extra });

describe('math expression evaluator', () => {
  const at = (text: string, x = 0) => compileFormula(text).evaluate(x);

  it('follows operator precedence, right-associative ^, unary minus and %', () => {
    expect(at('1 + 2 * 3')).toBe(7);
    expect(at('(1 + 2) * 3')).toBe(9);
    expect(at('2 ^ 3 ^ 2')).toBe(512);
    expect(at('-x ^ 2', 3)).toBe(-9);
    expect(at('10 % 4 - 8 / 2')).toBe(-2);
    expect(at('y = 2 * x + 1', 5)).toBe(11);
    expect(at('1.5e2 + .5')).toBe(150.5);
  });

  it('calls the allowed Math functions and knows pi', () => {
    expect(at('max(1, x, 3)', 7)).toBe(7);
    expect(at('min(4, 2)')).toBe(2);
    expect(at('pow(2, 10) + sqrt(16) + abs(-1)')).toBe(1029);
    expect(at('floor(2.7) + ceil(2.1) + round(2.5)')).toBe(8);
    expect(at('sin(pi / 2) + cos(0) + exp(0) + log(1) + tan(0)')).toBeCloseTo(3);
  });

  it('rejects anything else with a message instead of running it', () => {
    expect(validateFormula('2 * x')).toBeUndefined();
    expect(validateFormula('alert(1)')).toBe('Unknown name "alert" at position 1');
    expect(validateFormula('constructor(1)')).toBe('Unknown name "constructor" at position 1');
    expect(validateFormula('__proto__ + toString')).toBe('Unknown name "__proto__" at position 1');
    expect(validateFormula('x.constructor')).toBe('Unexpected character "." at position 2');
    expect(validateFormula('(1 + 2')).toBe('Expected ")" at the end');
    expect(validateFormula('1 + ')).toBe('Unexpected end of formula');
    expect(validateFormula('x; 1')).toBe('Unexpected character ";" at position 2');
    expect(validateFormula('pow(2)')).toBe('Function "pow" takes 2 argument(s), got 1');
    expect(validateFormula('')).toBe('Empty formula');
  });
});

describe('annotation display fields', () => {
  it('maps opacities and styles', () => {
    expect(
      ['', 'opacityLow', 'opacityMedium', 'opacityHigh', undefined].map(annotationOpacity),
    ).toEqual([1, 0.2, 0.5, 0.8, 1]);
    expect(['solid', 'dashed', 'dotted', 'longDashed', undefined].map(annotationLineType)).toEqual([
      'solid',
      'dashed',
      'dotted',
      [16, 8],
      'solid',
    ]);
  });
});

describe('buildAnnotationSeries', () => {
  it('FORMULA: a smooth line evaluated at every x with the layer style', () => {
    const [series] = build([
      {
        name: 'Trend',
        annotationType: 'FORMULA',
        sourceType: '',
        value: 'x / 1000 + 1',
        show: true,
        style: 'dashed',
        width: 2,
        color: '#ff0000',
        opacity: 'opacityHigh',
      },
    ]);
    expect(series).toMatchObject({
      id: 'Trend',
      name: 'Trend',
      type: 'line',
      smooth: true,
      itemStyle: { color: '#ff0000' },
      lineStyle: { type: 'dashed', width: 2, opacity: 0.8 },
    });
    expect(series?.data).toEqual(X.map((x) => [x, x / 1000 + 1]));
  });

  it('FORMULA on a horizontal chart swaps the pairs; a broken formula draws nothing', () => {
    const [series] = build(
      [{ name: 'F', annotationType: 'FORMULA', value: '2' }],
      {},
      { isHorizontal: true },
    );
    expect(series?.data).toEqual(X.map((x) => [2, x]));
    expect(build([{ name: 'Bad', annotationType: 'FORMULA', value: 'x +' }])).toEqual([]);
  });

  it('show: false hides a layer; a colourless layer takes the scheme colour of its name', () => {
    expect(build([{ name: 'Off', annotationType: 'FORMULA', value: '1', show: false }])).toEqual(
      [],
    );
    const [series] = build([{ name: 'On', annotationType: 'FORMULA', value: '1' }]);
    expect(series?.itemStyle).toEqual({ color: 'color-of-On' });
  });

  const native = {
    columns: ['start_dttm', 'end_dttm', 'short_descr', 'long_descr', 'json_metadata'],
    records: [
      {
        start_dttm: utc(2003, 1, 10),
        end_dttm: utc(2003, 1, 20),
        short_descr: 'Launch',
        long_descr: 'v1',
        json_metadata: '',
      },
      {
        start_dttm: utc(2003, 2, 5),
        end_dttm: utc(2003, 2, 6),
        short_descr: 'Outage',
        long_descr: null,
        json_metadata: '',
      },
    ],
  };

  it('EVENT from a NATIVE layer: one vertical markLine per annotation at its start, labelled by its title', () => {
    const [series] = build(
      [
        {
          name: 'Releases',
          annotationType: 'EVENT',
          sourceType: 'NATIVE',
          value: 1,
          style: 'dotted',
          width: 3,
          showLabel: true,
        },
      ],
      { Releases: native },
    );
    expect(series).toMatchObject({ id: 'Event - Releases', type: 'line', data: [] });
    expect(series?.markLine).toMatchObject({
      symbol: 'none',
      lineStyle: { width: 3, type: 'dotted', color: 'color-of-Releases', opacity: 1 },
      label: { show: true, formatter: '{b}' },
      data: [
        { name: 'Launch', xAxis: utc(2003, 1, 10) },
        { name: 'Outage', xAxis: utc(2003, 2, 5) },
      ],
    });
  });

  it('INTERVAL from a NATIVE layer: a markArea band from start to end, medium opacity by default', () => {
    const [series] = build(
      [
        {
          name: 'Windows',
          annotationType: 'INTERVAL',
          sourceType: 'NATIVE',
          value: 1,
          color: '#00f',
        },
      ],
      { Windows: native },
    );
    expect(series?.id).toBe('Interval - Windows');
    expect(series?.markArea).toMatchObject({
      itemStyle: { color: '#00f', opacity: 0.5 },
      label: { show: false },
      data: [
        [{ name: 'Launch', xAxis: utc(2003, 1, 10) }, { xAxis: utc(2003, 1, 20) }],
        [{ name: 'Outage', xAxis: utc(2003, 2, 5) }, { xAxis: utc(2003, 2, 6) }],
      ],
    });
  });

  it('table-sourced layers map timeColumn / intervalEndColumn / titleColumn / descriptionColumns', () => {
    const layer: AnnotationLayer = {
      name: 'Promos',
      annotationType: 'INTERVAL',
      sourceType: 'table',
      value: 7,
      timeColumn: 'starts',
      intervalEndColumn: 'ends',
      titleColumn: 'promo',
      descriptionColumns: ['channel', 'owner'],
    };
    const records = [
      { starts: utc(2003, 1), ends: utc(2003, 2), promo: 'Spring', channel: 'web', owner: 'ann' },
      { starts: null, ends: utc(2003, 3), promo: 'Skipped', channel: 'x', owner: 'y' },
    ];
    expect(mapAnnotationRecords(layer, { records })).toEqual([
      {
        time: utc(2003, 1),
        intervalEnd: utc(2003, 2),
        title: 'Spring',
        descriptions: ['web', 'ann'],
      },
    ]);
    const [series] = build([layer], { Promos: { records } });
    expect(series?.markArea?.data).toEqual([
      [{ name: 'Spring', xAxis: utc(2003, 1) }, { xAxis: utc(2003, 2) }],
    ]);
  });

  it('TIME_SERIES from a line chart: one extra line per value column with markers / hidden line', () => {
    const entry = {
      columns: ['order_date', 'Cars', 'Planes'],
      records: [
        { order_date: utc(2003, 1), Cars: 5, Planes: 1 },
        { order_date: utc(2003, 2), Cars: 6, Planes: null },
      ],
    };
    const series = build(
      [
        {
          name: 'Other',
          annotationType: 'TIME_SERIES',
          sourceType: 'line',
          value: 3,
          showMarkers: true,
          hideLine: true,
          opacity: 'opacityLow',
          style: 'longDashed',
          width: 4,
        },
      ],
      { Other: entry },
    );
    expect(series.map((s) => s.name)).toEqual(['Other: Cars', 'Other: Planes']);
    expect(series[0]).toMatchObject({
      type: 'line',
      showSymbol: true,
      symbolSize: 6,
      lineStyle: { width: 0, opacity: 0.2, type: [16, 8] },
      data: [
        [utc(2003, 1), 5],
        [utc(2003, 2), 6],
      ],
    });
    expect(series[1]?.data).toEqual([
      [utc(2003, 1), 1],
      [utc(2003, 2), null],
    ]);
  });

  it('TIME_SERIES also reads legacy {key, values} records; a layer without data draws nothing', () => {
    const records = [
      {
        key: 'legacy',
        values: [
          { x: 1, y: 2 },
          { x: 3, y: 4 },
        ],
      },
    ];
    const series = build(
      [{ name: 'L', annotationType: 'TIME_SERIES', sourceType: 'line', width: 2 }],
      { L: { records } },
    );
    expect(series).toMatchObject([
      {
        name: 'legacy',
        data: [
          [1, 2],
          [3, 4],
        ],
        showSymbol: false,
        symbolSize: 0,
        lineStyle: { width: 2 },
      },
    ]);
    expect(build([{ name: 'Missing', annotationType: 'EVENT', sourceType: 'NATIVE' }], {})).toEqual(
      [],
    );
  });
});

describe('time-series transform with annotation layers', () => {
  const result = chartDataResult(
    [
      ['order_date', GenericDataType.TEMPORAL],
      ['count', GenericDataType.NUMERIC],
    ],
    [
      [utc(2003, 1), 10],
      [utc(2003, 2), 20],
    ],
    {
      annotation_data: {
        Releases: {
          columns: [],
          records: [
            {
              start_dttm: utc(2003, 1, 15),
              end_dttm: utc(2003, 1, 15),
              short_descr: 'R1',
              long_descr: '',
            },
          ],
        },
      },
    },
  );
  const formData = echartsTimeseriesLinePlugin.formDataSchema.parse({
    ...LINE_EXAMPLE,
    groupby: [],
    annotation_layers: [
      { name: 'Double', annotationType: 'FORMULA', sourceType: '', value: '2', show: true },
      { name: 'Releases', annotationType: 'EVENT', sourceType: 'NATIVE', value: 1, show: true },
    ],
  });

  it('appends annotation series after the data series and adds named layers to the legend', () => {
    const p = transformEchartsTimeseriesLineProps({
      formData,
      queriesData: [result],
      width: 800,
      height: 400,
    });
    const series = p.option.series as LineSeriesOption[];
    expect(series.map((s) => s.id)).toEqual(['count', 'Double', 'Event - Releases']);
    expect(series[1]?.data).toEqual([
      [utc(2003, 1), 2],
      [utc(2003, 2), 2],
    ]);
    expect((series[2]?.markLine?.data as unknown[])[0]).toEqual({
      name: 'R1',
      xAxis: utc(2003, 1, 15),
    });
    expect((p.option.legend as { data: string[] }).data).toEqual(['count', 'Double']);
    // The data series keeps the first scheme colour; the formula layer takes the next one.
    expect(series[0]?.itemStyle?.color).not.toBe(series[1]?.itemStyle?.color);
  });
});

describe('annotation layer overrides in the time-series query', () => {
  const layer = (overrides: Record<string, unknown>) => ({
    name: 'Other',
    annotationType: 'TIME_SERIES',
    sourceType: 'line',
    value: 3,
    show: true,
    overrides,
  });

  it('replaces null (inherit) overrides with the host time range and grain; explicit values and other keys stay', () => {
    const host = { time_range: 'Last year', time_grain_sqla: 'P1W', granularity: 'P1W' };
    expect(
      resolveAnnotationOverrides(
        [layer({ time_range: null, time_grain_sqla: null, time_shift: '1 week ago' })],
        host,
      )[0]?.overrides,
    ).toEqual({
      time_range: 'Last year',
      time_grain_sqla: 'P1W',
      time_shift: '1 week ago',
    });
    expect(
      resolveAnnotationOverrides([layer({ time_range: '2020-01-01 : 2021-01-01' })], host)[0]
        ?.overrides,
    ).toEqual({ time_range: '2020-01-01 : 2021-01-01' });
    expect(
      resolveAnnotationOverrides([layer({ since: '2020', until: null })], host)[0]?.overrides,
    ).toEqual({ since: '2020', until: null, time_range: 'Last year' });
    const formula = { name: 'F', annotationType: 'FORMULA', value: 'x' };
    expect(resolveAnnotationOverrides([formula], host)[0]).toBe(formula);
  });

  it("buildQuery sends the layers with the host's TEMPORAL_RANGE filter and grain filled in", () => {
    const formData = echartsTimeseriesLinePlugin.formDataSchema.parse({
      ...LINE_EXAMPLE,
      time_grain_sqla: 'P1W',
      adhoc_filters: [
        {
          clause: 'WHERE',
          expressionType: 'SIMPLE',
          subject: 'order_date',
          operator: 'TEMPORAL_RANGE',
          comparator: 'Last quarter',
        },
      ],
      annotation_layers: [layer({ time_range: null, time_grain_sqla: null })],
    });
    expect(hostOverrideValues(formData)).toEqual({
      time_range: 'Last quarter',
      time_grain_sqla: 'P1W',
      granularity: 'P1W',
    });
    const [query] = echartsTimeseriesLinePlugin.buildQuery(formData).queries;
    expect(query?.annotation_layers).toEqual([
      layer({ time_range: 'Last quarter', time_grain_sqla: 'P1W' }),
    ]);
  });
});
