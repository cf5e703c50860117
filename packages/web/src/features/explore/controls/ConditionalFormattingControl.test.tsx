import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Control } from '@sightline/viz';
import { matchesRule } from '@sightline/viz';
import { testDatasource } from '../explore-test-fixtures.ts';
import { ConditionalFormattingControl } from './ConditionalFormattingControl.tsx';

const CONTROL = {
  type: 'ConditionalFormattingControl',
  name: 'conditional_formatting',
  label: 'Conditional formatting',
} as Control;
const DATASOURCE = testDatasource({
  columns: [
    { column_name: 'region', type_generic: 1 },
    { column_name: 'amount', type_generic: 0 },
  ],
  metrics: [],
});
const FORM_DATA = {
  viz_type: 'table',
  groupby: ['region', 'amount'],
  metrics: ['count', { expressionType: 'SQL', sqlExpression: 'SUM(x)', label: 'total' }],
  percent_metrics: ['count'],
};

function Harness({ initial }: { initial: unknown[] }) {
  const [value, setValue] = useState<unknown>(initial);
  return (
    <>
      <ConditionalFormattingControl
        control={CONTROL}
        value={value}
        onChange={setValue}
        datasource={DATASOURCE}
        formData={FORM_DATA}
      />
      <output data-test="value">{JSON.stringify(value)}</output>
    </>
  );
}

const saved = () =>
  JSON.parse(screen.getByTestId('value').textContent ?? 'null') as Record<string, unknown>[];

async function pickOption(scope: HTMLElement, testId: string, label: string) {
  fireEvent.mouseDown(within(within(scope).getByTestId(testId)).getByRole('combobox'));
  const option = await waitFor(() => {
    const open = [
      ...document.querySelectorAll(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
      ),
    ];
    const found = open.filter((o) => o.textContent === label).at(-1);
    if (!found) throw new Error(`no option ${label}`);
    return found;
  });
  fireEvent.click(option);
}

const numberInput = (scope: HTMLElement, testId: string) => {
  const el = within(scope).getByTestId(testId);
  return (el.tagName === 'INPUT' ? el : el.querySelector('input')) as HTMLInputElement;
};

describe('conditional formatting control', { timeout: 30_000 }, () => {
  it('adds a rule on a numeric result column and edits operator, target and colour', async () => {
    render(<Harness initial={[]} />);
    fireEvent.click(screen.getByTestId('add-formatting-conditional_formatting'));
    expect(saved()).toEqual([{ column: 'amount', operator: 'None', colorScheme: '#ACE1C4' }]);
    const rule = screen.getByTestId('formatting-rule');
    fireEvent.mouseDown(
      within(within(rule).getByTestId('formatting-column')).getByRole('combobox'),
    );
    const offered = await waitFor(() => {
      const labels = [
        ...document.querySelectorAll(
          '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
        ),
      ].map((o) => o.textContent);
      if (labels.length === 0) throw new Error('closed');
      return labels;
    });
    // Only numeric columns and metrics: region is text.
    expect(offered).toEqual(['amount', 'count', 'total', '%count']);
    fireEvent.click(
      [...document.querySelectorAll('.ant-select-item-option')].find(
        (o) => o.textContent === 'total',
      ) as Element,
    );
    await pickOption(rule, 'formatting-operator', '≥');
    expect(within(rule).getByTestId('formatting-problem').textContent).toBe('Enter a target value');
    fireEvent.change(numberInput(rule, 'formatting-targetValue'), { target: { value: '100' } });
    await pickOption(rule, 'formatting-color', '■ Red');
    const [saved0] = saved();
    expect(saved0).toEqual({
      column: 'total',
      operator: '≥',
      targetValue: 100,
      colorScheme: '#EFA1AA',
    });
    expect(matchesRule(saved0 as never, 100)).toBe(true);
    expect(matchesRule(saved0 as never, 99)).toBe(false);
  });

  it('switches to a between operator with left/right bounds and removes rules', async () => {
    render(
      <Harness
        initial={[
          { column: 'count', operator: '>', targetValue: 5, colorScheme: '#ACE1C4' },
          { column: 'total', operator: 'None', colorScheme: '#FDE380' },
        ]}
      />,
    );
    const [first] = screen.getAllByTestId('formatting-rule') as HTMLElement[];
    await pickOption(first as HTMLElement, 'formatting-operator', '≤ x ≤ (between or equal)');
    expect(saved()[0]).toEqual({
      column: 'count',
      operator: '≤ x ≤',
      targetValueLeft: null,
      targetValueRight: null,
      colorScheme: '#ACE1C4',
    });
    fireEvent.change(numberInput(first as HTMLElement, 'formatting-targetValueLeft'), {
      target: { value: '10' },
    });
    fireEvent.change(numberInput(first as HTMLElement, 'formatting-targetValueRight'), {
      target: { value: '2' },
    });
    expect(within(first as HTMLElement).getByTestId('formatting-problem').textContent).toBe(
      'The left bound must be smaller than the right bound',
    );
    fireEvent.change(numberInput(first as HTMLElement, 'formatting-targetValueRight'), {
      target: { value: '20' },
    });
    expect(within(first as HTMLElement).queryByTestId('formatting-problem')).toBeNull();
    expect(saved()[0]).toMatchObject({
      operator: '≤ x ≤',
      targetValueLeft: 10,
      targetValueRight: 20,
    });
    fireEvent.click(
      within(screen.getAllByTestId('formatting-rule')[1] as HTMLElement).getByTestId(
        'formatting-remove',
      ),
    );
    expect(saved()).toHaveLength(1);
    expect(saved()[0]?.column).toBe('count');
  });
});
