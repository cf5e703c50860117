// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chartDataResult } from '../../testing/chart-data-result.ts';
import { pivotTableV2Plugin } from '../pivot_table_v2/index.ts';
import { transformPivotTableV2Props } from '../pivot_table_v2/transform-props.ts';
import { PivotTableChart } from '../pivot_table_v2/PivotTableChart.tsx';
import { TableChart, pageSizeOptions } from '../table/TableChart.tsx';
import { tablePlugin } from '../table/index.ts';
import { transformTableProps } from '../table/transform-props.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// jsdom has no media queries; antd's pagination and select ask for them (none ever matches here).
if (!window.matchMedia)
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
// Nor element resize events; antd's select popup observes its own size.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const ROWS = 100_000;
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

const bodyRows = () =>
  Array.from(container.querySelectorAll('tbody tr')).filter(
    (tr) => tr.getAttribute('aria-hidden') !== 'true',
  );

describe('virtualised table bodies', () => {
  it('a 100,000-row table renders only a window of rows, with spacers for the rest', async () => {
    const result = chartDataResult(
      [
        ['name', 1],
        ['value', 0],
      ],
      Array.from({ length: ROWS }, (_, i) => [`row ${i}`, i]),
    );
    const formData = tablePlugin.formDataSchema.parse({
      datasource: '1__table',
      viz_type: 'table',
      all_columns: ['name', 'value'],
    });
    const props = transformTableProps({ formData, queriesData: [result], width: 400, height: 300 });
    await act(async () => root.render(createElement(TableChart, props)));
    const rows = bodyRows();
    expect(container.querySelectorAll('tr').length).toBeLessThan(200);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0].textContent).toBe('row 00');
    const spacer = container.querySelector('tbody tr[aria-hidden="true"]') as HTMLElement;
    // The spacer below stands for every row not rendered.
    expect(parseInt(spacer.style.height, 10)).toBe((ROWS - rows.length) * 28);
  }, 30_000);

  it('sorts on a header click without server pagination', async () => {
    const result = chartDataResult(
      [
        ['name', 1],
        ['value', 0],
      ],
      [
        ['b', 2],
        ['a', 10],
        ['c', 1],
      ],
    );
    const formData = tablePlugin.formDataSchema.parse({
      datasource: '1__table',
      viz_type: 'table',
      all_columns: ['name', 'value'],
    });
    await act(async () =>
      root.render(
        createElement(
          TableChart,
          transformTableProps({ formData, queriesData: [result], width: 400, height: 300 }),
        ),
      ),
    );
    const header = Array.from(container.querySelectorAll('th')).find(
      (th) => th.textContent === 'value',
    ) as HTMLElement;
    await act(async () => header.click());
    expect(bodyRows().map((tr) => tr.firstChild?.textContent)).toEqual(['c', 'b', 'a']);
    await act(async () => header.click());
    expect(bodyRows().map((tr) => tr.firstChild?.textContent)).toEqual(['a', 'b', 'c']);
  });

  it('client pagination pages rows and the page-size selector changes the page length', async () => {
    const result = chartDataResult(
      [['n', 0]],
      Array.from({ length: 45 }, (_, i) => [i]),
    );
    const formData = tablePlugin.formDataSchema.parse({
      datasource: '1__table',
      viz_type: 'table',
      all_columns: ['n'],
      page_length: 10,
    });
    await act(async () =>
      root.render(
        createElement(
          TableChart,
          transformTableProps({ formData, queriesData: [result], width: 400, height: 300 }),
        ),
      ),
    );
    const pageItems = () => container.querySelectorAll('.ant-pagination-item');
    expect(bodyRows()).toHaveLength(10);
    expect(pageItems()).toHaveLength(5);
    // antd's Select: open it, then pick 20 from its list (rendered in the document body).
    const select = container.querySelector('[data-test="table-page-size"]') as HTMLElement;
    await act(async () => {
      select.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    });
    const option = document.querySelector('.ant-select-item-option[title="20"]') as HTMLElement;
    await act(async () => option.click());
    expect(bodyRows()).toHaveLength(20);
    expect(pageItems()).toHaveLength(3);
    const next = container.querySelector(
      '.ant-pagination-next button, .ant-pagination-next',
    ) as HTMLElement;
    await act(async () => next.click());
    expect(bodyRows()[0]?.firstChild?.textContent).toBe('20');
  });

  it("offers a saved page size outside Superset's list (Games' 15) and shows that many rows", async () => {
    const result = chartDataResult(
      [['n', 0]],
      Array.from({ length: 45 }, (_, i) => [i]),
    );
    const formData = tablePlugin.formDataSchema.parse({
      datasource: '1__table',
      viz_type: 'table',
      all_columns: ['n'],
      page_length: '15',
    });
    await act(async () =>
      root.render(
        createElement(
          TableChart,
          transformTableProps({ formData, queriesData: [result], width: 400, height: 300 }),
        ),
      ),
    );
    expect(bodyRows()).toHaveLength(15);
    const shown = container.querySelector('[data-test="table-page-size"]')?.textContent;
    expect(shown).toContain('15');
    expect(pageSizeOptions(15, false)).toEqual([10, 15, 20, 50, 100, 200, 0]);
  });

  it('renders sanitised HTML cells and lets headers be dragged to reorder columns', async () => {
    const result = chartDataResult(
      [
        ['link', 1],
        ['value', 0],
      ],
      [['<a href="https://x.org" onclick="alert(1)">x</a>', 1]],
    );
    const formData = tablePlugin.formDataSchema.parse({
      datasource: '1__table',
      viz_type: 'table',
      all_columns: ['link', 'value'],
      allow_rearrange_columns: true,
    });
    await act(async () =>
      root.render(
        createElement(
          TableChart,
          transformTableProps({ formData, queriesData: [result], width: 400, height: 300 }),
        ),
      ),
    );
    const anchor = container.querySelector('tbody a');
    expect([anchor?.getAttribute('href'), anchor?.getAttribute('onclick')]).toEqual([
      'https://x.org',
      null,
    ]);
    const headers = () => Array.from(container.querySelectorAll('thead th'));
    await act(async () => {
      headers()[1].dispatchEvent(new Event('dragstart', { bubbles: true }));
    });
    await act(async () => {
      headers()[0].dispatchEvent(new Event('drop', { bubbles: true }));
    });
    expect(headers().map((th) => th.textContent)).toEqual(['value', 'link']);
  });

  it('a pivot of 100,000 result rows renders only a window of row keys', async () => {
    const result = chartDataResult(
      [
        ['city', 1],
        ['product', 1],
        ['SUM(sales)', 0],
      ],
      Array.from({ length: ROWS }, (_, i) => [`city ${i}`, i % 2 ? 'X' : 'Y', i]),
    );
    const formData = pivotTableV2Plugin.formDataSchema.parse({
      datasource: '1__table',
      viz_type: 'pivot_table_v2',
      groupbyRows: ['city'],
      groupbyColumns: ['product'],
      metrics: ['SUM(sales)'],
      colTotals: true,
    });
    const props = transformPivotTableV2Props({
      formData,
      queriesData: [result],
      width: 400,
      height: 300,
    });
    expect(props.pivot.rowKeys).toHaveLength(ROWS);
    await act(async () => root.render(createElement(PivotTableChart, props)));
    const rows = bodyRows();
    expect(container.querySelectorAll('tr').length).toBeLessThan(200);
    expect(rows[0].querySelector('th')?.textContent).toBe('city 0');
    expect(Array.from(rows[0].querySelectorAll('td')).map((td) => td.textContent)).toEqual([
      '',
      '0',
    ]);
    expect(container.querySelector('tfoot')?.textContent).toContain('Total (Sum)');
  }, 30_000);

  it('folds a pivot row group onto its subtotal row', async () => {
    const result = chartDataResult(
      [
        ['region', 1],
        ['city', 1],
        ['SUM(sales)', 0],
      ],
      [
        ['East', 'A', 1],
        ['East', 'B', 2],
        ['West', 'C', 4],
      ],
    );
    const formData = pivotTableV2Plugin.formDataSchema.parse({
      datasource: '1__table',
      viz_type: 'pivot_table_v2',
      groupbyRows: ['region', 'city'],
      metrics: ['SUM(sales)'],
      rowSubTotals: true,
    });
    await act(async () =>
      root.render(
        createElement(
          PivotTableChart,
          transformPivotTableV2Props({ formData, queriesData: [result], width: 400, height: 300 }),
        ),
      ),
    );
    expect(bodyRows()).toHaveLength(5);
    await act(async () =>
      (container.querySelector('button[aria-label="Collapse"]') as HTMLElement).click(),
    );
    expect(bodyRows().map((tr) => tr.textContent)).toEqual([
      '⊞EastSubtotal3',
      '⊟WestC4',
      '⊟WestSubtotal4',
    ]);
  });
});
