import { describe, expect, it, vi } from 'vitest';
import { chartDataResult, utc } from '../../testing/chart-data-result.ts';
import { AGGREGATE, parse } from '../../testing/table-fixture.ts';
import { cellBarGeometry, transformTableProps as transformProps } from './transform-props.ts';

describe('table transformProps', () => {
  it('raw records: timestamps in full, plain numbers as they are, null as N/A', () => {
    const result = chartDataResult(
      [
        ['order_date', 2],
        ['product_line', 1],
        ['status', 1],
        ['price_each', 0],
        ['sales', 0],
      ],
      [
        [utc(2003, 2, 24), 'Motorcycles', 'Shipped', 95.7, 2871],
        [utc(2003, 5, 7, 13), 'Classic Cars', null, 81.35, 2765.9],
      ],
    );
    const p = transformProps({ formData: parse(), queriesData: [result], width: 600, height: 400 });
    expect(p.columns.map((c) => [c.key, c.isMetric, c.align])).toEqual([
      ['order_date', false, 'left'],
      ['product_line', false, 'left'],
      ['status', false, 'left'],
      ['price_each', false, 'right'],
      ['sales', false, 'right'],
    ]);
    const text = (row: number) => p.columns.map((c) => c.formatter(result.data[row][c.key]));
    expect(text(0)).toEqual(['2003-02-24 00:00:00', 'Motorcycles', 'Shipped', '95.7', '2871']);
    expect(text(1)).toEqual(['2003-05-07 13:00:00', 'Classic Cars', 'N/A', '81.35', '2765.9']);
    expect(p.columns.every((c) => c.barRange === undefined)).toBe(true);
    expect(p.rowCount).toBe(2);
  });

  const aggregateResult = chartDataResult(
    [
      ['order_date', 2],
      ['product_line', 1],
      ['count', 0],
      ['SUM(sales)', 0],
      ['%count', 0],
    ],
    [
      [utc(2003, 1), 'Classic Cars', 120, 1234567.8, 0.6],
      [utc(2003, 2), 'Planes', 80, -5000, 0.4],
    ],
  );
  const totals = chartDataResult(
    [
      ['count', 0],
      ['SUM(sales)', 0],
      ['%count', 0],
    ],
    [[200, 1229567.8, 1]],
  );

  it('aggregate: metrics adaptive, percent metrics as percentages, the time column by grain, totals', () => {
    const p = transformProps({
      formData: parse({ ...AGGREGATE, show_totals: true }),
      queriesData: [aggregateResult, totals],
      width: 600,
      height: 400,
    });
    expect(p.columns.map((c) => c.key)).toEqual([
      'order_date',
      'product_line',
      'count',
      'SUM(sales)',
      '%count',
    ]);
    expect(p.columns.map((c) => c.formatter(aggregateResult.data[0][c.key]))).toEqual([
      'Jan 2003',
      'Classic Cars',
      '120',
      '1.23M',
      '60.000%',
    ]);
    expect(p.columns.find((c) => c.key === 'SUM(sales)')?.barRange).toEqual([-5000, 1234567.8]);
    expect(p.totals).toEqual({ count: 200, 'SUM(sales)': 1229567.8, '%count': 1 });
  });

  it('applies column config formats and conditional colours', () => {
    const p = transformProps({
      formData: parse({
        ...AGGREGATE,
        column_config: {
          'SUM(sales)': {
            d3NumberFormat: ',.0f',
            currencyFormat: { symbol: 'EUR', symbolPosition: 'suffix' },
            showCellBars: false,
          },
        },
        conditional_formatting: [
          { column: 'count', operator: '>', targetValue: 100, colorScheme: '#ACE1C4' },
        ],
      }),
      queriesData: [aggregateResult],
      width: 600,
      height: 400,
    });
    const sales = p.columns.find((c) => c.key === 'SUM(sales)');
    expect(sales?.formatter(1234567.8)).toBe('1,234,568 €');
    expect(sales?.barRange).toBeUndefined();
    expect(
      transformProps({
        formData: parse({ column_config: { product_line: { truncateLongCells: true } } }),
        queriesData: [aggregateResult],
        width: 1,
        height: 1,
      }).columns.map((c) => Boolean(c.isTruncated)),
    ).toEqual([false, true, false, false, false]);
    const count = p.columns.find((c) => c.key === 'count');
    expect([count?.backgroundOf(120), count?.backgroundOf(80)]).toEqual(['#ACE1C4', undefined]);
  });

  it('server pagination: row count from the count query, page changes go to own state', () => {
    const setDataMask = vi.fn();
    const count = chartDataResult([['rowcount', 0]], [[2823]]);
    const p = transformProps({
      formData: parse({ server_pagination: true }),
      queriesData: [aggregateResult, count],
      width: 600,
      height: 400,
      hooks: { setDataMask },
      ownState: { currentPage: 0 },
    });
    expect([p.rowCount, p.pageSize, p.isServerPagination]).toEqual([2823, 10, true]);
    p.onPageChange?.(3);
    expect(setDataMask).toHaveBeenCalledWith({ ownState: { currentPage: 3, pageSize: 10 } });
    p.onPageSizeChange?.(50);
    expect(setDataMask).toHaveBeenLastCalledWith({ ownState: { currentPage: 0, pageSize: 50 } });
  });

  it('server pagination: search goes to own state on the first text column, back to page 0', () => {
    const setDataMask = vi.fn();
    const p = transformProps({
      formData: parse({ ...AGGREGATE, server_pagination: true }),
      queriesData: [aggregateResult],
      width: 600,
      height: 400,
      hooks: { setDataMask },
      ownState: { currentPage: 4 },
    });
    p.onSearchChange?.('Cla');
    expect(setDataMask).toHaveBeenLastCalledWith({
      ownState: { currentPage: 0, searchText: 'Cla', searchColumn: 'product_line' },
    });
    p.onSearchChange?.('');
    expect(setDataMask).toHaveBeenLastCalledWith({
      ownState: { currentPage: 0, searchText: undefined, searchColumn: undefined },
    });
    expect(
      transformProps({
        formData: parse(AGGREGATE),
        queriesData: [aggregateResult],
        width: 600,
        height: 400,
        hooks: { setDataMask },
      }).onSearchChange,
    ).toBeUndefined();
  });

  it('cross-filters on a dimension cell, not on metric cells', () => {
    const setDataMask = vi.fn();
    const p = transformProps({
      formData: parse(AGGREGATE),
      queriesData: [aggregateResult],
      width: 600,
      height: 400,
      hooks: { setDataMask },
      emitCrossFilters: true,
    });
    p.onCellClick?.('count', 120);
    expect(setDataMask).not.toHaveBeenCalled();
    p.onCellClick?.('product_line', 'Planes');
    expect(setDataMask).toHaveBeenCalledWith({
      extraFormData: { filters: [{ col: 'product_line', op: 'IN', val: ['Planes'] }] },
      filterState: {
        label: ['Planes'],
        value: [['Planes']],
        selectedValues: ['product_line:Planes'],
      },
    });
  });

  it('time comparison: each metric becomes Main, #, △ and % columns under its name', () => {
    const result = chartDataResult(
      [
        ['product_line', 1],
        ['count', 0],
        ['count__1 year ago', 0],
      ],
      [
        ['Planes', 120, 100],
        ['Ships', 50, null],
        ['Trains', 30, 40],
      ],
    );
    const p = transformProps({
      formData: parse({
        query_mode: 'aggregate',
        groupby: ['product_line'],
        metrics: ['count'],
        time_compare: ['1 year ago'],
        comparison_color_enabled: true,
      }),
      queriesData: [result],
      width: 600,
      height: 400,
    });
    expect(p.columns.map((c) => [c.key, c.label, c.group])).toEqual([
      ['product_line', 'product_line', undefined],
      ['Main count', 'Main', 'count'],
      ['# count', '#', 'count'],
      ['△ count', '△', 'count'],
      ['% count', '%', 'count'],
    ]);
    const text = (row: number) => p.columns.map((c) => c.formatter(p.data[row][c.key]));
    // 120 vs 100: +20, +20%; 50 vs nothing: no change; 30 vs 40: -10, -25%
    expect([text(0), text(1), text(2)]).toEqual([
      ['Planes', '120', '100', '20', '20.00%'],
      ['Ships', '50', 'N/A', 'N/A', 'N/A'],
      ['Trains', '30', '40', '-10', '-25.00%'],
    ]);
    const change = p.columns.find((c) => c.key === '△ count');
    expect([
      change?.backgroundOf(20),
      change?.backgroundOf(-10),
      change?.backgroundOf(null),
    ]).toEqual(['rgba(90,193,137,0.35)', 'rgba(224,67,85,0.35)', undefined]);
  });

  it('context menu in aggregate mode: drill to detail on the row dimensions, cross-filter and drill by on the clicked one', () => {
    const onContextMenu = vi.fn();
    const setDataMask = vi.fn();
    const p = transformProps({
      formData: parse(AGGREGATE),
      queriesData: [aggregateResult],
      width: 600,
      height: 400,
      hooks: { onContextMenu, setDataMask },
      emitCrossFilters: true,
    });
    p.onContextMenu?.(3, 4, aggregateResult.data[1], 'product_line');
    const planes = { col: 'product_line', op: '==', val: 'Planes', formattedVal: 'Planes' };
    expect(onContextMenu).toHaveBeenCalledWith(3, 4, {
      drillToDetail: [
        { col: 'order_date', op: '==', val: utc(2003, 2), formattedVal: 'Feb 2003', grain: 'P1M' },
        planes,
      ],
      crossFilter: {
        extraFormData: { filters: [{ col: 'product_line', op: 'IN', val: ['Planes'] }] },
        filterState: {
          label: ['Planes'],
          value: [['Planes']],
          selectedValues: ['product_line:Planes'],
        },
      },
      drillBy: { filters: [planes], groupbyFieldName: 'groupby' },
    });
    p.onContextMenu?.(3, 4, aggregateResult.data[1], 'count');
    expect(onContextMenu).toHaveBeenLastCalledWith(3, 4, {
      drillToDetail: [expect.objectContaining({ col: 'order_date' }), planes],
    });
    expect(
      transformProps({
        formData: parse(),
        queriesData: [aggregateResult],
        width: 600,
        height: 400,
        hooks: { onContextMenu },
      }).onContextMenu,
    ).toBeUndefined();
  });

  it('cell bars grow from zero', () => {
    expect(cellBarGeometry(50, [-50, 150])).toEqual({ left: 25, width: 25, isNegative: false });
    expect(cellBarGeometry(-50, [-50, 150])).toEqual({ left: 0, width: 25, isNegative: true });
    expect(cellBarGeometry(-50, [0, 100])).toEqual({ left: 0, width: 50, isNegative: true });
  });
});
