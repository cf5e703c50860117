import { describe, expect, it } from 'vitest';
import { chartDataResult, utc } from '../../testing/chart-data-result.ts';
import { BIG_NUMBER_TOTAL_EXAMPLE } from '../../testing/example-form-data.ts';
import { bigNumberTotalPlugin } from './index.ts';
import { transformBigNumberTotalProps as transformProps } from './transform-props.ts';

const { formDataSchema, buildQuery, controlPanel } = bigNumberTotalPlugin;
const formData = formDataSchema.parse(BIG_NUMBER_TOTAL_EXAMPLE);

describe('big_number_total buildQuery', () => {
  it('posts the base query object of Big_Number.yaml', () => {
    const context = buildQuery(formData);
    expect(context.queries).toEqual([
      {
        filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
        extras: { having: '', where: '' },
        applied_time_extras: {},
        columns: [],
        metrics: ['count'],
        annotation_layers: [],
        series_limit: 0,
        group_others_when_limit_reached: false,
        order_desc: true,
        url_params: {},
        custom_params: {},
        custom_form_data: {},
      },
    ]);
    expect(context.datasource).toEqual({ id: 22, type: 'table' });
    expect(context.form_data).toEqual(formData);
  });
});

describe('big_number_total transformProps', () => {
  const props = (
    overrides: Record<string, unknown>,
    result = chartDataResult([['count', 0]], [[2823]]),
  ) =>
    transformProps({
      formData: formDataSchema.parse({ ...BIG_NUMBER_TOTAL_EXAMPLE, ...overrides }),
      queriesData: [result],
      width: 400,
      height: 300,
    });

  it("shows a caption saved under the legacy key 'subheader'; 'subtitle' wins when both are set", () => {
    expect(props({ subheader: 'Items in stock' }).subtitle).toBe('Items in stock');
    expect(props({ subheader: 'old', subtitle: 'new' }).subtitle).toBe('new');
    expect(props({ subheader: '' }).subtitle).toBe('');
  });

  it('formats the single value adaptively and sizes texts from the chart height', () => {
    const p = props({});
    expect(p.bigNumber).toBe(2823);
    expect(p.formattedBigNumber).toBe('2.82k');
    expect(p.headerFontSize).toBeCloseTo(120);
    expect(p.subtitleFontSize).toBeCloseTo(45);
    expect(p.metricName).toBeUndefined();
    expect(p.numberColor).toBeUndefined();
  });

  it('shrinks a long header to the chart width, as Superset fits its header font', () => {
    const big = chartDataResult([['count', 0]], [[3468109]]);
    const format = {
      y_axis_format: ',d',
      currency_format: { symbol: 'USD', symbolPosition: 'prefix' },
    };
    const narrow = transformProps({
      formData: formDataSchema.parse({ ...BIG_NUMBER_TOTAL_EXAMPLE, ...format }),
      queriesData: [big],
      width: 300,
      height: 400,
    });
    expect(narrow.formattedBigNumber).toBe('$ 3,468,109');
    // 0.4 × 400 = 160 px would be ~900 px wide; "$ 3,468,109" is ~5.68 em, so (300 - 2 × 8) / 5.68 ≈ 50 px.
    expect(narrow.headerFontSize).toBeCloseTo(50, 0);
    const wide = transformProps({
      formData: formDataSchema.parse({ ...BIG_NUMBER_TOTAL_EXAMPLE, ...format }),
      queriesData: [big],
      width: 2000,
      height: 400,
    });
    expect(wide.headerFontSize).toBeCloseTo(160);
  });

  it('applies the number format, currency and metric name', () => {
    const p = props({
      y_axis_format: ',d',
      currency_format: { symbol: 'USD', symbolPosition: 'prefix' },
      show_metric_name: true,
      subtitle: 'Orders',
    });
    expect(p.formattedBigNumber).toBe('$ 2,823');
    expect(p.metricName).toBe('count');
    expect(p.subtitle).toBe('Orders');
  });

  it('formats temporal metrics as dates and missing values as "No data"', () => {
    const temporal = chartDataResult([['MAX(order_date)', 2]], [[utc(2005, 5, 31)]]);
    expect(
      props({ metric: 'MAX(order_date)', time_format: '%Y-%m-%d' }, temporal).formattedBigNumber,
    ).toBe('2005-05-31');
    expect(
      props(
        { force_timestamp_formatting: true, time_format: '%Y' },
        chartDataResult([['count', 0]], [[utc(2004, 1)]]),
      ).formattedBigNumber,
    ).toBe('2004');
    expect(props({}, chartDataResult([['count', 0]], [])).formattedBigNumber).toBe('No data');
  });

  it('colours the number with the first matching conditional-formatting rule', () => {
    const rules = [
      { column: 'count', operator: '<', targetValue: 1000, colorScheme: '#E04355' },
      {
        column: 'count',
        operator: '≤ x ≤',
        targetValueLeft: 2000,
        targetValueRight: 3000,
        colorScheme: '#5AC189',
      },
    ];
    expect(props({ conditional_formatting: rules }).numberColor).toBe('#5AC189');
    expect(props({ conditional_formatting: rules.slice(0, 1) }).numberColor).toBeUndefined();
  });
});

describe('big_number_total control panel', () => {
  const controls = controlPanel.sections.flatMap((s) => s.controls);
  const byName = (name: string) => controls.find((c) => c.name === name);

  it('reads defaults from the form-data schema', () => {
    expect(byName('header_font_size')?.default).toBe(0.4);
    expect(byName('y_axis_format')?.default).toBe('SMART_NUMBER');
    expect(byName('time_format')?.default).toBe('smart_date');
    expect(byName('conditional_formatting')?.default).toEqual([]);
  });

  it('requires a metric', () => {
    const metric = byName('metric');
    expect(metric?.validators?.map((v) => v(null, { formData: {} }))).toEqual(['cannot be empty']);
    expect(metric?.validators?.map((v) => v('count', { formData: {} }))).toEqual([false]);
  });
});
