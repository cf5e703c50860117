import { useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import { Empty, Spin } from 'antd';
import type { ChartHooks } from '@sightline/viz';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { ChartRenderer } from './ChartRenderer.tsx';
import type { ChartRendererProps } from './ChartRenderer.tsx';
import type { ChartHandle } from './use-chart.ts';
import { useElementWidth } from './use-element-width.ts';

export interface ChartViewProps {
  chart: ChartHandle;
  height: number;
  /** A fixed width; by default the chart takes the width of its box. */
  width?: number;
  hooks?: ChartHooks;
  /** Dashboard extras for transformProps (cross-filter emission, current selection). */
  interaction?: ChartRendererProps['interaction'];
  /** What to show before any query ran. */
  placeholder?: ReactNode;
  /** The box holding the rendered chart (image export reads its canvas). */
  containerRef?: RefObject<HTMLDivElement | null>;
}

/** Draws a chart's lifecycle state: spinner, error alert, stopped notice, or the chart itself. */
export function ChartView({
  chart,
  height,
  width,
  hooks,
  interaction,
  placeholder,
  containerRef,
}: ChartViewProps) {
  const ownRef = useRef<HTMLDivElement>(null);
  const boxRef = containerRef ?? ownRef;
  const measured = useElementWidth(boxRef);
  const chartWidth = width ?? measured;
  const { state, plugin, formData } = chart;
  // While a new query runs, the last answer stays drawn under the spinner: the chart instance is
  // kept and redraws with the new data (a filter change does not re-create it, #17 point 4).
  const hasData =
    (state.status === 'success' || state.status === 'rendered' || state.status === 'loading') &&
    state.queriesResponse !== null;

  let body: ReactNode = null;
  if (state.status === 'failed' && state.chartAlert) {
    body = <ErrorAlert message={state.chartAlert} details={state.chartAlertDetails} />;
  } else if (state.status === 'stopped') {
    body = <ErrorAlert level="warning" title="Stopped" message={state.chartAlert ?? ''} />;
  } else if (state.status === 'idle') {
    body = chart.buildError ? (
      <ErrorAlert message={chart.buildError} />
    ) : (
      (placeholder ?? <Empty description="No query has run yet" data-test="chart-placeholder" />)
    );
  } else if (state.status === 'loading') {
    body = (
      <div
        data-test="chart-loading"
        style={{
          display: 'flex',
          justifyContent: 'center',
          alignItems: 'center',
          height,
          ...(hasData ? { position: 'absolute', inset: 0, zIndex: 1 } : {}),
        }}
      >
        <Spin size="large" />
      </div>
    );
  }

  return (
    <div
      data-test="chart-container"
      data-chart-status={state.status}
      style={{ position: 'relative', width: width ?? '100%', minHeight: height }}
    >
      {body}
      <div
        ref={boxRef}
        data-test="chart-canvas-box"
        style={{ width: '100%', height: hasData ? height : 0, overflow: 'hidden' }}
      >
        {hasData && plugin && formData && chartWidth > 0 && (
          <ChartRenderer
            plugin={plugin}
            formData={formData}
            queriesResponse={state.queriesResponse ?? []}
            width={chartWidth}
            height={height}
            hooks={hooks}
            interaction={interaction}
            onRendered={chart.reportRendered}
            onRenderError={chart.reportRenderError}
          />
        )}
      </div>
    </div>
  );
}
