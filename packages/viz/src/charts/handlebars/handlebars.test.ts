// @vitest-environment jsdom
import { act, createElement, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { chartDataResult, utc } from '../../testing/chart-data-result.ts';
import { DEFAULT_HANDLEBARS_TEMPLATE } from './form-data.ts';
import { handlebarsPlugin } from './index.ts';
import { formatDayjs, transformHandlebarsProps as transformProps } from './transform-props.ts';
import { HandlebarsChart } from './HandlebarsChart.tsx';

const { formDataSchema, buildQuery, controlPanel } = handlebarsPlugin;

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Renders a chart component into a detached div and returns it (unmounted after `check`). */
async function renderChart<P extends object>(
  component: (props: P) => ReactElement | null,
  props: P,
  check: (container: HTMLDivElement) => void,
) {
  const container = document.createElement('div');
  const root = createRoot(container);
  await act(async () => root.render(createElement(component, props)));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  check(container);
  await act(async () => root.unmount());
}
const BASE = {
  datasource: '22__table',
  viz_type: 'handlebars',
  adhoc_filters: [
    {
      clause: 'WHERE',
      subject: 'order_date',
      operator: 'TEMPORAL_RANGE',
      comparator: 'No filter',
      expressionType: 'SIMPLE',
    },
  ],
};
const parse = (overrides: Record<string, unknown> = {}) =>
  formDataSchema.parse({ ...BASE, ...overrides });
const COMMON = {
  filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
  extras: { having: '', where: '' },
  applied_time_extras: {},
  annotation_layers: [],
  row_limit: 10000,
  series_limit: 0,
  group_others_when_limit_reached: false,
  url_params: {},
  custom_params: {},
  custom_form_data: {},
};

describe('handlebars buildQuery', () => {
  it('aggregates groupby and metrics, ordered by the first metric descending', () => {
    expect(buildQuery(parse({ groupby: ['product_line'], metrics: ['count'] })).queries).toEqual([
      { ...COMMON, columns: ['product_line'], metrics: ['count'], orderby: [['count', false]] },
    ]);
  });

  it('orders by the sort metric and adds percent metrics with their shares', () => {
    const [query] = buildQuery(
      parse({
        groupby: ['deal_size'],
        metrics: ['count'],
        percent_metrics: ['SUM(sales)'],
        timeseries_limit_metric: 'MAX(price)',
        order_desc: false,
      }),
    ).queries;
    expect(query.metrics).toEqual(['count', 'SUM(sales)']);
    expect(query.orderby).toEqual([['MAX(price)', true]]);
    expect(query.post_processing).toEqual([
      {
        operation: 'contribution',
        options: { columns: ['SUM(sales)'], rename_columns: ['%SUM(sales)'] },
      },
    ]);
  });

  it('queries raw records with all_columns and order_by_cols', () => {
    expect(
      buildQuery(
        parse({
          all_columns: ['order_date', 'sales'],
          order_by_cols: ['["sales", false]'],
          row_limit: 50,
        }),
      ).queries,
    ).toEqual([
      {
        ...COMMON,
        row_limit: 50,
        columns: ['order_date', 'sales'],
        orderby: [['sales', false]],
        order_desc: true,
      },
    ]);
  });
});

const RESULT = chartDataResult(
  [
    ['product_line', 1],
    ['count', 0],
    ['first_order', 2],
  ],
  [
    ['Classic Cars', 967, utc(2003, 1, 6)],
    ['Ships', 234, utc(2003, 2, 24, 15)],
  ],
);

describe('handlebars transformProps', () => {
  const render = (template: string, result = RESULT) =>
    transformProps({
      formData: parse({ handlebarsTemplate: template, styleTemplate: '.x { color: red; }' }),
      queriesData: [result],
      width: 300,
      height: 200,
    });

  it('renders the default template with every row stringified', () => {
    const p = transformProps({ formData: parse(), queriesData: [RESULT], width: 300, height: 200 });
    expect(p.html.replace(/\s+/g, ' ')).toBe(
      `<ul class="data-list"> <li>{"product_line":"Classic Cars","count":967,"first_order":${utc(2003, 1, 6)}}</li> <li>{"product_line":"Ships","count":234,"first_order":${utc(2003, 2, 24, 15)}}</li> </ul>`,
    );
    expect(parse().handlebarsTemplate).toBe(DEFAULT_HANDLEBARS_TEMPLATE);
  });

  it('removes script tags and event handlers from the output', () => {
    const p = render(
      '<div onclick="steal()">{{#each data}}<b>{{product_line}}</b>{{/each}}</div><script>alert(1)</script><img src=x onerror="alert(2)">',
    );
    expect(p.html).toBe('<div><b>Classic Cars</b><b>Ships</b></div><img src="x">');
    expect(p.css).toBe('.x { color: red; }');
  });

  it('formats numbers and dates with Superset helpers', () => {
    const p = render(
      '{{#each data}}{{formatNumber count}}|{{formatNumber 1234.5 "de-DE"}}|{{dateFormat first_order}}|{{dateFormat first_order format="MMM D, YYYY HH:mm"}};{{/each}}',
    );
    expect(p.html).toBe(
      '967|1.234,5|2003-01-06|Jan 6, 2003 00:00;234|1.234,5|2003-02-24|Feb 24, 2003 15:00;',
    );
  });

  it('supports comparison, logic, string and math helpers', () => {
    const template = [
      '{{#each data}}',
      '{{#if (gt count 500)}}big{{else}}small{{/if}}:{{uppercase product_line}}:{{#if (and (ne count 0) (lt count 1000))}}ok{{/if}}',
      ':{{ifx (eq product_line "Ships") "S" "-"}}:{{sum count 1}}:{{excerpt product_line 3}}:{{sanitize product_line}};',
      '{{/each}}',
    ].join('');
    expect(render(template).html).toBe(
      'big:CLASSIC CARS:ok:-:968:Cla...:classic-cars;small:SHIPS:ok:S:235:Shi...:ships;',
    );
    expect(render(template.replace('(ne ', '(neq ')).html).toBe(render(template).html);
  });

  it('groups rows with the group block and parses JSON', () => {
    const result = chartDataResult(
      [
        ['deal_size', 1],
        ['tags', 1],
      ],
      [
        ['Small', '["a","b"]'],
        ['Large', '["c"]'],
        ['Small', '[]'],
      ],
    );
    expect(
      render(
        '{{#group data by="deal_size"}}{{value}}={{items.length}};{{/group}}|{{#each data}}{{join (parseJson tags) "+"}},{{/each}}',
        result,
      ).html,
    ).toBe('Small=2;Large=1;|a+b,c,,');
  });

  it('shows template errors instead of HTML', () => {
    const p = render('{{#each data}}unclosed');
    expect(p.html).toBe('');
    expect(p.error).toMatch(/Parse error/);
    expect(render('{{stringify}}').error).toBe(
      'Please call with an object. Example: `{{stringify myObj}}`',
    );
  });

  it('formats dayjs patterns in UTC, with escaped literals', () => {
    expect(formatDayjs(utc(2004, 12, 5, 13), 'dddd [the] D, hh:mm A')).toBe(
      'Sunday the 5, 01:00 PM',
    );
    expect(formatDayjs('not a date', 'YYYY')).toBe('Invalid Date');
  });
});

describe('handlebars control panel', () => {
  it('reads the default template from the form-data schema', () => {
    const controls = controlPanel.sections.flatMap((s) => s.controls);
    expect(controls.find((c) => c.name === 'handlebarsTemplate')?.default).toBe(
      DEFAULT_HANDLEBARS_TEMPLATE,
    );
    expect(controls.find((c) => c.name === 'row_limit')?.default).toBe(10000);
  });
});

describe('HandlebarsChart', () => {
  it('shows the sanitised HTML with its CSS, or the template error as text', async () => {
    const render = (template: string) =>
      transformProps({
        formData: parse({ handlebarsTemplate: template, styleTemplate: 'b { color: red; }' }),
        queriesData: [RESULT],
        width: 300,
        height: 200,
      });
    await renderChart(
      HandlebarsChart,
      render('{{#each data}}<b>{{product_line}}</b>{{/each}}<script>window.pwned = 1</script>'),
      (container) => {
        expect(container.querySelector('style')?.textContent).toBe('b { color: red; }');
        expect(Array.from(container.querySelectorAll('b')).map((b) => b.textContent)).toEqual([
          'Classic Cars',
          'Ships',
        ]);
        expect(container.querySelector('script')).toBeNull();
      },
    );
    await renderChart(HandlebarsChart, render('{{#if}}'), (container) => {
      expect(container.querySelector('pre')?.textContent).toMatch(/if/);
    });
  });
});
