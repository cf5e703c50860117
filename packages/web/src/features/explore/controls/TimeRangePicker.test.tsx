import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { TimeRangePicker } from './TimeRangePicker.tsx';

const NOW = new Date(Date.UTC(2024, 4, 15, 10, 30, 0));

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <TimeRangePicker value={value} onChange={setValue} now={NOW} />
      <output data-test="value">{value}</output>
    </>
  );
}

const preview = () => screen.getByTestId('time-range-preview').textContent;

describe('time range picker', () => {
  it('previews a preset as since ≤ col < until and switches presets', () => {
    render(<Harness initial="Last week" />);
    expect(preview()).toBe('2024-05-08 ≤ col < 2024-05-15');
    fireEvent.click(screen.getByLabelText('Last month'));
    expect(screen.getByTestId('value').textContent).toBe('Last month');
    expect(preview()).toBe('2024-04-15 ≤ col < 2024-05-15');
  });

  it('previews the advanced since : until form live, and shows grammar errors', () => {
    render(<Harness initial="last week : today" />);
    expect(preview()).toBe('2024-05-08 ≤ col < 2024-05-15');
    fireEvent.change(screen.getByTestId('time-range-advanced-start'), {
      target: { value: '2024-01-01' },
    });
    expect(screen.getByTestId('value').textContent).toBe('2024-01-01 : today');
    expect(preview()).toBe('2024-01-01 ≤ col < 2024-05-15');
    fireEvent.change(screen.getByTestId('time-range-advanced-end'), {
      target: { value: '2023-01-01' },
    });
    expect(preview()).toBe('From date cannot be larger than to date');
  });

  it("shows 'No filter' for no filter", () => {
    render(<Harness initial="No filter" />);
    expect(preview()).toBe('No filter');
  });

  it('edits the custom range in the grammar', () => {
    render(<Harness initial={'DATEADD(DATETIME("today"), -7, day) : today'} />);
    expect(preview()).toBe('2024-05-08 ≤ col < 2024-05-15');
    const amount = screen
      .getByTestId('time-range-custom-start')
      .querySelector('input.ant-input-number-input') as HTMLInputElement;
    fireEvent.change(amount, { target: { value: '14' } });
    expect(screen.getByTestId('value').textContent).toBe(
      'DATEADD(DATETIME("today"), -14, day) : today',
    );
    expect(preview()).toBe('2024-05-01 ≤ col < 2024-05-15');
  });
});
