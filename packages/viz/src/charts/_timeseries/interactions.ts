import { getTimeFormatter, getTimeFormatterForGranularity } from '@sightline/core';
import type { ChartHooks, DataRecordValue, DrillFilter } from '../../contract.ts';
import { getCrossFilterDataMask } from '../../echarts/cross-filter.ts';

/** Callbacks the component binds to ECharts events; undefined when the host did not ask for them. */
export interface TimeseriesInteractions {
  /** Click on a series: toggle the cross-filter on its dimension values. */
  onSeriesClick?: (seriesName: string) => void;
  /** Right-click on a point: drill to detail / drill by / cross-filter menu. */
  onContextMenu?: (
    clientX: number,
    clientY: number,
    seriesName: string,
    xValue: DataRecordValue,
  ) => void;
  /** Legend selection changed: report `{seriesName: isShown}`. */
  onLegendStateChanged?: (selected: Record<string, boolean>) => void;
}

/** What buildInteractions needs. */
export interface InteractionsInput {
  hooks?: ChartHooks;
  emitCrossFilters: boolean;
  /** Dimension column labels. */
  groupby: readonly string[];
  /** Series name -> dimension values (groupby order). */
  labelMap: Readonly<Record<string, readonly DataRecordValue[]>>;
  selectedValues: readonly string[];
  xLabel: string;
  formatX: (value: unknown) => string;
  /** Names the clicked x value in drill filters (a time bucket by its grain); formatX otherwise. */
  formatDrillX?: (value: unknown) => string;
  /** The grain of a time x-axis (drill filters carry it). */
  grain?: string;
}

/**
 * Names one clicked time bucket for drill to detail: "January 2024" for a month, "2024 Q1" for a
 * quarter, "2024-03-05" for a day; the axis label of a monthly chart may only say "2024".
 */
export function drillTimeFormatter(grain: string): (value: unknown) => string {
  const format =
    grain === 'P1M' ? getTimeFormatter('%B %Y') : getTimeFormatterForGranularity(grain);
  return (value) =>
    typeof value === 'number' || value instanceof Date ? format(value) : String(value);
}

/**
 * The interaction contract of docs/chart-types.md §3.10 for time-series charts: clicks cross-filter on
 * the series' dimension values (ignored without groupby), right-clicks drill on the x value and
 * the dimension values, legend changes are reported upward.
 */
export function buildInteractions(input: InteractionsInput): TimeseriesInteractions {
  const { hooks, groupby, labelMap } = input;
  const crossFilter = (seriesName: string) =>
    getCrossFilterDataMask({
      groupby,
      labelMap,
      selectedValues: input.selectedValues,
      value: seriesName,
    });
  const setDataMask = hooks?.setDataMask;
  const onContextMenu = hooks?.onContextMenu;
  const dimensionFilters = (seriesName: string): DrillFilter[] =>
    groupby.map((col, i) => {
      const val = labelMap[seriesName]?.[i] ?? null;
      return { col, op: '==', val, formattedVal: String(val) };
    });
  return {
    onSeriesClick:
      setDataMask && input.emitCrossFilters && groupby.length > 0
        ? (name) => setDataMask(crossFilter(name).dataMask)
        : undefined,
    onContextMenu: onContextMenu
      ? (clientX, clientY, seriesName, xValue) => {
          const xFilter: DrillFilter = {
            col: input.xLabel,
            op: '==',
            val: xValue,
            formattedVal: (input.formatDrillX ?? input.formatX)(xValue),
            ...(input.grain ? { grain: input.grain } : {}),
          };
          onContextMenu(clientX, clientY, {
            drillToDetail: [xFilter, ...dimensionFilters(seriesName)],
            ...(input.emitCrossFilters && groupby.length > 0
              ? { crossFilter: crossFilter(seriesName).dataMask }
              : {}),
            ...(groupby.length > 0
              ? { drillBy: { filters: dimensionFilters(seriesName), groupbyFieldName: 'groupby' } }
              : {}),
          });
        }
      : undefined,
    onLegendStateChanged: hooks?.onLegendStateChanged,
  };
}
