import { useEffect, useMemo, useRef } from 'react';
import { Button, Flex, Tooltip, Typography } from 'antd';
import { ApartmentOutlined } from '@ant-design/icons';
import type { LayoutComponent } from '@sightline/core';
import type { ChartHooks } from '@sightline/viz';
import { ChartActionsMenu } from '../../chart/ChartActionsMenu.tsx';
import { ChartView } from '../../chart/ChartView.tsx';
import { freshnessText } from '../../chart/freshness.ts';
import { useChart } from '../../chart/use-chart.ts';
import { useChartContextMenu } from '../../chart/use-chart-context-menu.tsx';
import { useDashboardContext } from '../dashboard-context.ts';
import { heightPx } from '../layout/grid-size.ts';
import { useChartTimingRecorder } from '../profiler/use-chart-timing-recorder.ts';
import { batchFetcherFor } from './batch-fetch.ts';
import { useHasBeenInView } from './use-in-view.ts';

const HEADER_HEIGHT = 32;

/** The previous value while the new one is deep-equal, so equal form data does not re-render the chart. */
function useStableValue<T>(value: T): T {
  const ref = useRef(value);
  if (JSON.stringify(ref.current) !== JSON.stringify(value)) ref.current = value;
  return ref.current;
}

/** Calls `action` whenever `tick` moves past its first value, after `delayMs` (null: never). */
function useTick(tick: number, delayMs: number | null, action: () => void) {
  const first = useRef(tick);
  const actionRef = useRef(action);
  actionRef.current = action;
  useEffect(() => {
    if (tick === first.current || delayMs === null) return undefined;
    const timer = setTimeout(() => actionRef.current(), delayMs);
    return () => clearTimeout(timer);
  }, [tick, delayMs]);
}

/**
 * A chart of the dashboard: loads when scrolled into view, queries with the dashboard's filters
 * folded into its form data, emits cross-filters when its type is interactive, and offers the
 * same actions menu as explore.
 */
export function ChartNode({ component, width }: { component: LayoutComponent; width: number }) {
  const ctx = useDashboardContext();
  const chartId = component.meta.chartId ?? 0;
  const entity = ctx.charts.get(chartId);
  const boxRef = useRef<HTMLDivElement>(null);
  const outerRef = useRef<HTMLDivElement>(null);
  const isInView = useHasBeenInView(outerRef);
  const formData = useStableValue(isInView ? ctx.chartFormData(chartId) : null);
  const fetcher = useMemo(() => batchFetcherFor(chartId), [chartId]);
  const chart = useChart(formData, { fetcher });
  const contextMenu = useChartContextMenu(chart.request?.datasource ?? null);
  const isInteractive = Boolean(chart.plugin?.metadata.behaviors.includes('INTERACTIVE_CHART'));
  const emitCrossFilters = ctx.crossFiltersEnabled && isInteractive && !ctx.editMode;
  const { setCrossFilter } = ctx;
  const hooks = useMemo<ChartHooks>(
    () => ({
      ...contextMenu.hooks,
      ...(emitCrossFilters ? { setDataMask: (mask) => setCrossFilter(chartId, mask) } : {}),
    }),
    [contextMenu.hooks, emitCrossFilters, setCrossFilter, chartId],
  );
  const filterState = ctx.dataMasks[String(chartId)]?.filterState;
  // This chart's view of the dashboard's label colours, which records the labels it shows.
  const sharedLabelColors = useMemo(
    () => ctx.sharedLabelColors.forChart(String(chartId)),
    [ctx.sharedLabelColors, chartId],
  );
  const interaction = useMemo(
    () => ({ emitCrossFilters, filterState, sharedLabelColors }),
    [emitCrossFilters, filterState, sharedLabelColors],
  );
  const { refresh } = chart;
  useTick(ctx.refreshTick, 0, refresh);
  useTick(ctx.autoRefreshTick, ctx.refreshDelay(chartId), refresh);

  const isExpanded = Boolean(ctx.expandedSlices[String(chartId)]);
  const description = entity?.description ?? null;
  const name =
    component.meta.sliceNameOverride ??
    entity?.slice_name ??
    component.meta.sliceName ??
    `Chart ${chartId}`;
  useChartTimingRecorder(chartId, chart.state, outerRef, name);
  const totalHeight = heightPx(component.meta.height ?? 50);
  const chartHeight = Math.max(
    40,
    totalHeight - HEADER_HEIGHT - (isExpanded && description ? 40 : 0),
  );
  const isFocused = ctx.focusedChart === chartId;

  return (
    <div
      ref={outerRef}
      id={`chart-${chartId}`}
      data-test="dashboard-chart"
      data-chart-id={chartId}
      data-chart-status={chart.state.status}
      style={{
        width,
        height: totalHeight,
        background: '#fff',
        padding: '0 4px',
        overflow: 'hidden',
        boxShadow: isFocused ? '0 0 0 2px #1677ff' : undefined,
      }}
    >
      <Flex justify="space-between" align="center" style={{ height: HEADER_HEIGHT }}>
        <Tooltip
          placement="bottomLeft"
          title={() => {
            const fresh = freshnessText(
              chart.state.queriesResponse,
              chart.state.chartUpdateEndTime,
              Date.now(),
            );
            return fresh ? (
              <span data-test="dashboard-chart-freshness">
                {name}
                <br />
                {fresh}
              </span>
            ) : (
              name
            );
          }}
        >
          <Typography.Text strong ellipsis data-test="dashboard-chart-title">
            {name}
          </Typography.Text>
        </Tooltip>
        {ctx.editMode && ctx.openCrossFilterScoping && (
          <Tooltip title="Cross-filter scoping">
            <Button
              size="small"
              type="text"
              icon={<ApartmentOutlined />}
              aria-label="Cross-filter scoping"
              data-test="chart-cross-filter-scoping"
              onClick={() => ctx.openCrossFilterScoping?.(chartId)}
            />
          </Tooltip>
        )}
        {!ctx.hideChartControls && !ctx.editMode && (
          <ChartActionsMenu
            chart={chart}
            sliceName={name}
            chartBoxRef={boxRef}
            onToggleDescription={description ? () => ctx.toggleExpandedSlice(chartId) : undefined}
          />
        )}
      </Flex>
      {isExpanded && description && (
        <Typography.Paragraph
          type="secondary"
          ellipsis={{ rows: 2 }}
          data-test="chart-description"
          style={{ margin: 0 }}
        >
          {description}
        </Typography.Paragraph>
      )}
      {!entity && !formData ? null : (
        <ChartView
          chart={chart}
          height={chartHeight}
          width={Math.max(0, width - 8)}
          hooks={hooks}
          interaction={interaction}
          containerRef={boxRef}
        />
      )}
      {contextMenu.element}
    </div>
  );
}
