import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { Control } from '@sightline/viz';
import { testDatasource } from '../explore-test-fixtures.ts';
import { ColumnConfigControl, withColumnOption } from './ColumnConfigControl.tsx';

const CONTROL = {
  type: 'ColumnConfigControl',
  name: 'column_config',
  label: 'Customize columns',
} as Control;
const DATASOURCE = testDatasource({
  columns: [
    { column_name: 'order_date', is_dttm: true, type_generic: 2 },
    { column_name: 'region', type_generic: 1 },
    { column_name: 'amount', type_generic: 0 },
  ],
  metrics: [],
});

function Harness({
  initial,
  formData,
  control = CONTROL,
}: {
  initial: unknown;
  formData: Record<string, unknown>;
  control?: Control;
}) {
  const [value, setValue] = useState<unknown>(initial);
  return (
    <>
      <ColumnConfigControl
        control={control}
        value={value}
        onChange={setValue}
        datasource={DATASOURCE}
        formData={formData}
      />
      <output data-test="value">{JSON.stringify(value)}</output>
    </>
  );
}

const saved = () =>
  JSON.parse(screen.getByTestId('value').textContent ?? 'null') as Record<
    string,
    Record<string, unknown>
  >;
const inputOf = (scope: HTMLElement, testId: string) => {
  const el = within(scope).getByTestId(testId);
  return (el.tagName === 'INPUT' ? el : el.querySelector('input')) as HTMLInputElement;
};
const open = (label: string) => {
  const header = screen
    .getAllByTestId('column-config-column')
    .find((h) => h.textContent?.startsWith(`${label} `)) as HTMLElement;
  fireEvent.click(header);
  return header.closest('.ant-collapse-item') as HTMLElement;
};

describe('column config control', { timeout: 30_000 }, () => {
  it('lists the result columns with their types and shows the options of each type', () => {
    render(
      <Harness
        initial={{}}
        formData={{
          query_mode: 'aggregate',
          groupby: ['order_date', 'region'],
          metrics: ['count'],
          percent_metrics: ['count'],
        }}
      />,
    );
    expect(screen.getAllByTestId('column-config-column').map((h) => h.textContent)).toEqual([
      'order_date time',
      'region text',
      'count number',
      '%count number',
    ]);
    const time = open('order_date');
    expect(within(time).queryByTestId('column-config-d3TimeFormat')).toBeTruthy();
    expect(within(time).queryByTestId('column-config-d3NumberFormat')).toBeNull();
    const text = open('region');
    expect(within(text).queryByTestId('column-config-truncateLongCells')).toBeTruthy();
    expect(within(text).queryByTestId('column-config-showCellBars')).toBeNull();
  });

  it('writes number, time and text options under the column label, dropping cleared ones', () => {
    render(
      <Harness
        initial={{ amount: { columnWidth: 80 } }}
        formData={{ query_mode: 'raw', all_columns: ['order_date', 'region', 'amount'] }}
      />,
    );
    const amount = open('amount');
    fireEvent.change(inputOf(amount, 'column-config-d3NumberFormat'), {
      target: { value: ',.2f' },
    });
    fireEvent.click(inputOf(amount, 'column-config-showCellBars'));
    fireEvent.click(inputOf(amount, 'column-config-colorPositiveNegative'));
    fireEvent.click(
      within(within(amount).getByTestId('column-config-horizontalAlign')).getByText('center'),
    );
    fireEvent.change(inputOf(amount, 'column-config-columnWidth'), { target: { value: '' } });
    const region = open('region');
    fireEvent.click(inputOf(region, 'column-config-truncateLongCells'));
    const date = open('order_date');
    fireEvent.change(inputOf(date, 'column-config-d3TimeFormat'), { target: { value: '%Y-%m' } });
    expect(saved()).toEqual({
      amount: {
        d3NumberFormat: ',.2f',
        showCellBars: true,
        colorPositiveNegative: true,
        horizontalAlign: 'center',
      },
      region: { truncateLongCells: true },
      order_date: { d3TimeFormat: '%Y-%m' },
    });
  });

  it('removes a column entry once its last option is cleared', () => {
    expect(
      withColumnOption(
        { a: { d3NumberFormat: ',d' }, b: { columnWidth: 3 } },
        'a',
        'd3NumberFormat',
        '',
      ),
    ).toEqual({ b: { columnWidth: 3 } });
    expect(withColumnOption({}, 'a', 'showCellBars', false)).toEqual({
      a: { showCellBars: false },
    });
  });

  it('leaves other shapes of the control type (time_table column_collection) read-only', () => {
    const other = { ...CONTROL, name: 'column_collection' } as Control;
    render(<Harness initial={[{ key: 'x' }]} formData={{}} control={other} />);
    expect(screen.getByTestId('unsupported-column_collection')).toBeTruthy();
  });
});
