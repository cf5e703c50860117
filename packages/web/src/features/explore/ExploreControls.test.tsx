import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { getChartPlugin } from '@sightline/viz';
import type { AnyChartPlugin } from '@sightline/viz';
import { DndContext } from '@dnd-kit/core';
import { testDatasource } from './explore-test-fixtures.ts';
import { controlContext, validateControls } from './control-validation.ts';
import { ExploreControls } from './ExploreControls.tsx';

const DATASOURCE = testDatasource({
  columns: [
    { column_name: 'order_date', is_dttm: true, type_generic: 2 },
    { column_name: 'region', type_generic: 1 },
  ],
  metrics: [{ metric_name: 'count', expression: 'COUNT(*)' }],
});
const bar = getChartPlugin('echarts_timeseries_bar') as AnyChartPlugin;

function renderControls(formData: Record<string, unknown>, onRun = vi.fn()) {
  const context = controlContext(bar, formData, DATASOURCE);
  const errors = validateControls(bar, formData, context);
  render(
    <DndContext>
      <ExploreControls
        plugin={bar}
        formData={formData}
        context={context}
        datasource={DATASOURCE}
        errors={errors}
        buildError={null}
        hasQueried={false}
        isDirty
        isLoading={false}
        onChange={vi.fn()}
        onVizType={vi.fn()}
        onRun={onRun}
        onStop={vi.fn()}
      />
    </DndContext>,
  );
  return onRun;
}

describe('explore controls', () => {
  it("shows each control's error and disables the run button while invalid", () => {
    renderControls({
      datasource: '1__table',
      viz_type: 'echarts_timeseries_bar',
      metrics: [],
      row_limit: 'lots',
    });
    const metrics = screen.getByTestId('control-metrics');
    expect(metrics.querySelector('[data-test="control-error"]')?.textContent).toBe(
      'cannot be empty',
    );
    expect(
      screen.getByTestId('control-x_axis').querySelector('[data-test="control-error"]')
        ?.textContent,
    ).toBe('cannot be empty');
    expect(
      screen.getByTestId('control-row_limit').querySelector('[data-test="control-error"]')
        ?.textContent,
    ).toBe('is expected to be an integer');
    expect((screen.getByTestId('explore-run') as HTMLButtonElement).disabled).toBe(true);
  });

  it('enables the run button when the controls are valid', () => {
    const onRun = renderControls({
      datasource: '1__table',
      viz_type: 'echarts_timeseries_bar',
      metrics: ['count'],
      x_axis: 'order_date',
    });
    expect(screen.queryAllByTestId('control-error')).toHaveLength(0);
    const run = screen.getByTestId('explore-run') as HTMLButtonElement;
    expect(run.disabled).toBe(false);
    expect(run.textContent).toContain('Create chart');
    fireEvent.click(run);
    expect(onRun).toHaveBeenCalled();
  });

  it('draws the control panel from the chart type declaration', () => {
    renderControls({
      datasource: '1__table',
      viz_type: 'echarts_timeseries_bar',
      metrics: ['count'],
      x_axis: 'order_date',
    });
    const sections = screen.getAllByTestId('control-section').map((s) => s.textContent);
    expect(sections).toEqual(bar.controlPanel.sections.map((s) => s.label));
    expect(screen.getByTestId('control-time_grain_sqla')).toBeTruthy();
    expect(screen.getByText('count')).toBeTruthy();
  });
});
