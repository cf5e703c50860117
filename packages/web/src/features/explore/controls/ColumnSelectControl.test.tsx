// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import type { Control } from '@sightline/viz';
import { testDatasource } from '../explore-test-fixtures.ts';
import { ColumnSelectControl } from './ColumnSelectControl.tsx';

const DATASOURCE = testDatasource({
  columns: [
    { column_name: 'order_date', is_dttm: true, type_generic: 2 },
    { column_name: 'region', type_generic: 1 },
  ],
  metrics: [],
});
const SINGLE = { type: 'ColumnSelectControl', name: 'groupby', label: 'Breakdowns' } as Control;

function shown(value: unknown): string {
  const { container, unmount } = render(
    <ColumnSelectControl
      control={SINGLE}
      value={value}
      onChange={() => undefined}
      datasource={DATASOURCE}
      formData={{}}
    />,
  );
  const text = container.querySelector('.ant-select')?.textContent ?? '';
  unmount();
  return text;
}

describe('ColumnSelectControl, single column', () => {
  it('shows nothing for an empty saved list (a new waterfall chart), not "undefined (SQL)"', () => {
    expect(shown([])).not.toContain('undefined');
    expect(shown([])).toContain('Drop a column here or select');
  });

  it("shows a saved list's first column", () => {
    expect(shown(['region'])).toContain('region');
    expect(shown('region')).toContain('region');
  });
});
