// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chartDataResult } from '../testing/chart-data-result.ts';
import { pivotTableV2Plugin } from '../charts/pivot_table_v2/index.ts';
import { PivotTableChart } from '../charts/pivot_table_v2/PivotTableChart.tsx';
import { transformPivotTableV2Props } from '../charts/pivot_table_v2/transform-props.ts';
import { COLUMN_WIDTH, MANY_COLUMNS, columnWindow } from './use-virtual-columns.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

/** A pivot of `n` regions by `n` deal sizes (one record per pair on the diagonal). */
function render(n: number) {
  const result = chartDataResult(
    [
      ['region', 1],
      ['deal_size', 1],
      ['sales', 0],
    ],
    Array.from({ length: n }, (_, i) => [`R${i}`, `D${i}`, i + 1]),
  );
  const formData = pivotTableV2Plugin.formDataSchema.parse({
    datasource: '1__table',
    viz_type: 'pivot_table_v2',
    groupbyRows: ['region'],
    groupbyColumns: ['deal_size'],
    metrics: ['sales'],
    aggregateFunction: 'Sum',
    rowTotals: true,
    colTotals: true,
    valueFormat: ',d',
  });
  const props = transformPivotTableV2Props({
    formData,
    queriesData: [result],
    width: 800,
    height: 400,
  });
  return act(async () => root.render(createElement(PivotTableChart, props)));
}

const cellsOf = (selector: string) =>
  Array.from(container.querySelectorAll(selector)).filter(
    (cell) => cell.getAttribute('aria-hidden') !== 'true',
  );

describe('pivot table column virtualisation', () => {
  it('windows the value columns: from the left edge, then one view width behind the scroll', () => {
    expect(columnWindow(MANY_COLUMNS, 0, 800)).toBeNull();
    expect(columnWindow(3_334, 0, 800)).toEqual({
      start: 0,
      end: 9,
      before: 0,
      after: (3_334 - 9) * COLUMN_WIDTH,
    });
    const scrolled = columnWindow(3_334, 12_000, 800)!;
    expect(scrolled).toMatchObject({ start: 91, end: 109 });
    expect(scrolled.before + (scrolled.end - scrolled.start) * COLUMN_WIDTH + scrolled.after).toBe(
      3_334 * COLUMN_WIDTH,
    );
  });

  it('renders a 2,000 × 2,000 pivot as a window of cells with spacers for the rest', async () => {
    await render(2_000);
    // The metric level on top (one cell over the columns in view), then the deal sizes in view.
    expect(cellsOf('thead tr:nth-child(1) th').map((th) => th.textContent)).toEqual([
      'Metric',
      'sales',
      'Total (Sum)',
    ]);
    expect(cellsOf('thead tr:nth-child(2) th').map((th) => th.textContent)).toEqual([
      'deal_size',
      ...Array.from({ length: 9 }, (_, i) => `D${i}`),
    ]);
    const pads = Array.from(container.querySelectorAll('thead td[aria-hidden="true"]'));
    expect(pads.map((td) => (td as HTMLElement).style.width)).toEqual([
      `${(2_000 - 9) * COLUMN_WIDTH}px`,
    ]);
    const firstRow = container.querySelector('tbody tr:not([aria-hidden])') as HTMLElement;
    // Row header, 9 value cells, the right spacer, the row total.
    expect(firstRow.children).toHaveLength(12);
    expect(container.querySelectorAll('td').length).toBeLessThan(600);
    // Every record is still in the pivot: the grand total sums all 2,000.
    const footer = cellsOf('tfoot td');
    expect(footer.at(-1)?.textContent).toBe('2,001,000');
  }, 60_000);

  it('keeps every column of an ordinary pivot', async () => {
    await render(20);
    expect(cellsOf('thead tr:nth-child(2) th')).toHaveLength(21);
    expect(container.querySelectorAll('td[aria-hidden="true"]')).toHaveLength(0);
  }, 30_000);
});
