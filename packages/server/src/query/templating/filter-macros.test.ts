import { describe, expect, it } from 'vitest';
import type { TemplateContext } from './template-context.ts';
import { TemplateError } from './template-error.ts';
import { createTemplateRenderer } from './template-renderer.ts';

const filters: TemplateContext['filters'] = [
  { col: 'country', op: 'IN', val: ['US', "O'Land"] },
  { col: 'country', op: '==', val: 'FR' },
  { col: 'city', op: 'in', val: 'Paris' },
  { col: 'city', op: 'NOT IN', val: ['Nice'] },
  { col: 'note', op: 'IS NULL' },
  { col: 'empty', op: 'IN', val: [] },
  { col: 'order_ts', op: 'TEMPORAL_RANGE', val: '2024-01-01 : 2024-02-01' },
  { col: { label: 'adhoc', sqlExpression: 'x' }, op: '==', val: 1 },
];

const render = (text: string, ctx: TemplateContext = {}) =>
  createTemplateRenderer({ filters, ...ctx }).render(text, 'virtual dataset');

describe('filter_values and get_filters', () => {
  it('filter_values flattens the values of the filters on a column', () => {
    expect(render("{{ filter_values('country') }}")).toBe("['US', \"O'Land\", 'FR']");
    expect(render("{{ filter_values('city') }}")).toBe("['Paris', 'Nice']");
    expect(
      render(
        "{{ filter_values('nope') }} {{ filter_values('nope', 'dflt') }} {{ filter_values('empty') }}",
      ),
    ).toBe("[] ['dflt'] []");
  });

  it('get_filters returns op/col/val, lists for IN and NOT IN, no val for IS NULL', () => {
    expect(render("{{ get_filters('city') }}")).toBe(
      "[{'op': 'IN', 'col': 'city', 'val': ['Paris']}, {'op': 'NOT IN', 'col': 'city', 'val': ['Nice']}]",
    );
    expect(render("{{ get_filters('note') }}")).toBe("[{'op': 'IS NULL', 'col': 'note'}]");
    expect(render("{% for f in get_filters('country') %}{{ f.op }}={{ f.val }};{% endfor %}")).toBe(
      "IN=['US', \"O'Land\"];===FR;",
    );
  });

  it('reports applied filters and, with remove_filter=True, removed ones', () => {
    const r = createTemplateRenderer({ filters });
    r.render("{{ filter_values('country') }}", 'WHERE');
    r.render("{{ get_filters('city', remove_filter=True) }}", 'WHERE');
    r.render("{{ filter_values('note', None, True) }}", 'WHERE');
    r.render("{{ filter_values('nope', remove_filter=True) }}", 'WHERE');
    expect(r.appliedFilters).toEqual(['country', 'city', 'note']);
    expect([...r.removedFilterColumns]).toEqual(['city', 'note']);
    expect(r.extraCacheKeys).toEqual([]);
  });
});

describe('where_in and to_datetime filters', () => {
  it('where_in renders a quoted, escaped list', () => {
    expect(render("{{ filter_values('country') | where_in }}")).toBe("('US', 'O''Land', 'FR')");
    expect(render("{{ [1, 2.5, None, True, 'x'] | where_in }}")).toBe("(1, 2.5, NULL, true, 'x')");
    expect(
      render('{{ [True, False] | where_in }}', { booleanLiteral: (b) => (b ? '1' : '0') }),
    ).toBe('(1, 0)');
    expect(render("{{ [] | where_in }} {{ 'solo' | where_in }}")).toBe("() ('solo')");
  });

  it('where_in warns that `mark` is ignored, as Superset does', () => {
    expect(render("{{ ['a'] | where_in(mark='\"') }}")).toBe(
      "('a')\n-- WARNING: the `mark` parameter was removed from the `where_in` macro for security reasons\n",
    );
  });

  it('to_datetime parses with Python formats', () => {
    expect(render("{{ '2024-03-04 05:06:07' | to_datetime }}")).toBe('2024-03-04 05:06:07');
    expect(render("{{ ('04/03/2024' | to_datetime('%d/%m/%Y')).strftime('%Y-%m-%d') }}")).toBe(
      '2024-03-04',
    );
    expect(
      render(
        "{% set d = '2024-03-04 05:06:07' | to_datetime %}{{ d.year }}-{{ d.month }} {{ d.isoformat() }}",
      ),
    ).toBe('2024-3 2024-03-04T05:06:07');
    expect(render('{{ None | to_datetime }}')).toBe('None');
  });

  it('to_datetime reports a mismatch with Python message', () => {
    expect(() => render("{{ '2024-03-04' | to_datetime }}")).toThrow(
      "Error while rendering virtual dataset query: time data '2024-03-04' does not match format '%Y-%m-%d %H:%M:%S'",
    );
  });
});

describe('get_time_filter', () => {
  const base: TemplateContext = {
    filters,
    timeRange: 'Last week',
    fromDttm: new Date(Date.UTC(2024, 4, 8)),
    toDttm: new Date(Date.UTC(2024, 4, 15)),
    now: new Date(Date.UTC(2024, 4, 15, 14, 30)),
    columnTypes: { order_ts: 'TIMESTAMP' },
    dateTimeLiteral: (d, type) => `${type ?? 'ANY'}('${d.toISOString().slice(0, 10)}')`,
  };
  const tf = (call: string, ctx: TemplateContext = base) =>
    createTemplateRenderer(ctx).render(
      `{% set t = ${call} %}{{ t.from_expr }} | {{ t.to_expr }} | {{ t.time_range }}`,
      'WHERE',
    );

  it("uses the query's bounds without a column", () => {
    expect(tf('get_time_filter()')).toBe("ANY('2024-05-08') | ANY('2024-05-15') | Last week");
    expect(tf("get_time_filter(target_type='DATE')")).toBe(
      "DATE('2024-05-08') | DATE('2024-05-15') | Last week",
    );
  });

  it("uses the column's TEMPORAL_RANGE filter and its type", () => {
    expect(tf("get_time_filter('order_ts')")).toBe(
      "TIMESTAMP('2024-01-01') | TIMESTAMP('2024-02-01') | 2024-01-01 : 2024-02-01",
    );
    expect(tf("get_time_filter('order_ts', strftime='%Y%m%d')")).toBe(
      '20240101 | 20240201 | 2024-01-01 : 2024-02-01',
    );
  });

  it('falls back to the default when there is no time range', () => {
    const ctx = { ...base, timeRange: null, fromDttm: undefined, toDttm: undefined };
    expect(tf("get_time_filter('other', default='Last day')", ctx)).toBe(
      "ANY('2024-05-14') | ANY('2024-05-15') | Last day",
    );
    expect(tf('get_time_filter()', ctx)).toBe('None | None | No filter');
  });

  it('remove_filter=True removes and applies the column', () => {
    const r = createTemplateRenderer(base);
    r.render("{{ get_time_filter('order_ts', remove_filter=True).time_range }}", 'WHERE');
    expect([...r.removedFilterColumns]).toEqual(['order_ts']);
    expect(r.appliedFilters).toEqual(['order_ts']);
  });

  it('gives None bounds without a datetime-literal function', () => {
    expect(tf('get_time_filter()', { ...base, dateTimeLiteral: undefined })).toBe(
      'None | None | Last week',
    );
  });
});

describe('dataset() and metric()', () => {
  it('fail clearly without the metadata callbacks', () => {
    expect(() => render('{{ dataset(3) }}')).toThrow(
      'Error while rendering virtual dataset query: The dataset() macro is not available in this context',
    );
    expect(() => render("{{ metric('revenue') }}")).toThrow(
      'Error while rendering virtual dataset query: The metric() macro is not available in this context',
    );
  });

  it('dataset() wraps the other dataset query as a sub-query', () => {
    const calls: unknown[] = [];
    const ctx: TemplateContext = {
      resolveDataset: (id, includeMetrics, columns) => {
        calls.push([id, includeMetrics, columns]);
        return 'SELECT a FROM t';
      },
    };
    expect(render('SELECT * FROM {{ dataset(3) }}', ctx)).toBe(
      'SELECT * FROM (\nSELECT a FROM t\n) AS dataset_3',
    );
    render("{{ dataset(4, include_metrics=True, columns=['a']) }}", ctx);
    expect(calls).toEqual([
      [3, false, null],
      [4, true, ['a']],
    ]);
  });

  it('metric() returns the saved expression, expanding nested metric() calls', () => {
    const defs: Record<string, string> = {
      revenue: 'SUM(amount)',
      margin: "{{ metric('revenue') }} - SUM(cost)",
      loop: "{{ metric('loop') }}",
    };
    const seen: unknown[] = [];
    const ctx: TemplateContext = {
      datasetId: 9,
      resolveMetric: (key, datasetId) => {
        seen.push([key, datasetId]);
        if (!(key in defs)) throw new Error(`Metric \`\`${key}\`\` not found`);
        return defs[key];
      },
    };
    expect(render("{{ metric('margin') }}", ctx)).toBe('SUM(amount) - SUM(cost)');
    expect(render("{{ metric('revenue', 2) }}", ctx)).toBe('SUM(amount)');
    expect(seen).toEqual([
      ['margin', 9],
      ['revenue', 9],
      ['revenue', 2],
    ]);
    const err = (() => {
      try {
        render("{{ metric('loop') }}", ctx);
      } catch (e) {
        return e as TemplateError;
      }
      return null;
    })();
    expect(err).toBeInstanceOf(TemplateError);
    expect(err?.message).toContain("Infinite recursion detected in template: metric 'loop'");
  });
});
