import type { ReactNode, RefObject } from 'react';
import type { ChartHooks } from '@sightline/viz';
import { ChartView } from './ChartView.tsx';
import { useChart } from './use-chart.ts';
import type { UseChartOptions } from './use-chart.ts';

export interface ChartContainerProps extends UseChartOptions {
  /** Raw form data (with `datasource` and `viz_type`); null stays idle. */
  formData: Record<string, unknown> | null;
  height: number;
  width?: number;
  hooks?: ChartHooks;
  placeholder?: ReactNode;
  containerRef?: RefObject<HTMLDivElement | null>;
}

/**
 * A self-contained chart: builds the request with the chart type's buildQuery, POSTs
 * /api/v1/chart/data (aborting the request in flight when inputs change), runs transformProps and
 * renders the lazily loaded component, through the lifecycle of docs/charts.md §4.
 */
export function ChartContainer({
  formData,
  height,
  width,
  hooks,
  placeholder,
  containerRef,
  ...options
}: ChartContainerProps) {
  const chart = useChart(formData, options);
  return (
    <ChartView
      chart={chart}
      height={height}
      width={width}
      hooks={hooks}
      placeholder={placeholder}
      containerRef={containerRef}
    />
  );
}
