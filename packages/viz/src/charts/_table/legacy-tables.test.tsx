// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chartDataResult, utc } from '../../testing/chart-data-result.ts';
import { PairedTtestChart } from '../paired_ttest/PairedTtestChart.tsx';
import { pairedTtestPlugin } from '../paired_ttest/index.ts';
import { transformPairedTtestProps } from '../paired_ttest/transform-props.ts';
import { TimeTableChart } from '../time_table/TimeTableChart.tsx';
import { timeTablePlugin } from '../time_table/index.ts';
import { transformTimeTableProps } from '../time_table/transform-props.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
});

const cellTexts = () =>
  Array.from(container.querySelectorAll('tbody tr')).map((tr) =>
    Array.from(tr.querySelectorAll('td')).map((td) => td.textContent),
  );

describe('legacy table charts render', () => {
  it('paired t-test: lift and p-value against the control row; clicking a row makes it the control', async () => {
    const result = chartDataResult(
      [
        ['__timestamp', 2],
        ['group', 1],
        ['m', 0],
      ],
      [1, 2, 3].flatMap((month) => [
        [utc(2003, month), 'a', month * 10],
        [utc(2003, month), 'b', month * 11],
      ]),
    );
    const formData = pairedTtestPlugin.formDataSchema.parse({
      datasource: '1__table',
      viz_type: 'paired_ttest',
      metrics: ['m'],
      groupby: ['group'],
      significance_level: 0.1,
      pvalue_precision: 4,
      liftvalue_precision: 2,
    });
    await act(async () =>
      root.render(
        createElement(
          PairedTtestChart,
          transformPairedTtestProps({ formData, queriesData: [result], width: 400, height: 300 }),
        ),
      ),
    );
    // b = a × 1.1: lift 10 %, paired differences 1 2 3 -> p = 0.0742 (significant at 0.1)
    expect(cellTexts()).toEqual([
      ['a', 'control', 'control', '-'],
      ['b', '10.00', '0.0742', 'true'],
    ]);
    await act(async () => (container.querySelectorAll('tbody tr')[1] as HTMLElement).click());
    expect(cellTexts()[0].slice(1)).toEqual(['-9.09', '0.0742', 'true']);
  });

  it('time table: formatted comparison cells and an SVG sparkline', async () => {
    const result = chartDataResult(
      [
        ['__timestamp', 2],
        ['count', 0],
      ],
      [
        [utc(2003, 1), 10],
        [utc(2003, 2), 20],
      ],
    );
    const formData = timeTablePlugin.formDataSchema.parse({
      datasource: '1__table',
      viz_type: 'time_table',
      metrics: ['count'],
      column_collection: [
        {
          key: 'a',
          label: 'Change',
          colType: 'time',
          timeLag: 1,
          comparisonType: 'perc_change',
          d3format: '.0%',
        },
        { key: 'b', label: 'Trend', colType: 'spark' },
      ],
    });
    await act(async () =>
      root.render(
        createElement(
          TimeTableChart,
          transformTimeTableProps({ formData, queriesData: [result], width: 400, height: 300 }),
        ),
      ),
    );
    expect(cellTexts()[0].slice(0, 2)).toEqual(['count', '100%']);
    expect(container.querySelector('polyline')?.getAttribute('points')).toBe('2,48 298,2');
  });
});
