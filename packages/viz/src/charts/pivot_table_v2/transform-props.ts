import {
  GenericDataType,
  TIME_FORMATS,
  getNumberFormatter,
  getTimeFormatter,
  getTimeFormatterForGranularity,
  getValueFormatter,
  type ColumnRef,
  type QueryFilter,
} from '@sightline/core';
import type { ChartProps, DataMask, DataRecordValue, DrillFilter } from '../../contract.ts';
import { colorFromRules } from '../../controls/conditional-formatting.ts';
import { getColumnLabel, getMetricLabel } from '../../query/labels.ts';
import type { AggregateValue } from '../_pivot/aggregators.ts';
import { buildPivot, type PivotKey, type PivotTable } from '../_pivot/pivot-engine.ts';
import { sortAs } from '../_pivot/natural-sort.ts';
import { METRIC_KEY, VALUE_KEY, pivotAttributes, unpivotMetrics } from '../_pivot/pivot-input.ts';

export { METRIC_KEY, pivotAttributes, unpivotMetrics };
import type { PivotTableV2FormData } from './form-data.ts';

const FRACTION_FORMAT = ',.1%';

/** Header values a cross-filter selected, by column label. */
export type SelectedFilters = Record<string, DataRecordValue[]>;

/** Props of PivotTableChart. */
export interface PivotTableChartProps {
  width: number;
  height: number;
  pivot: PivotTable;
  /** Row and column attributes after transposition and metric placement. */
  rowAttrs: string[];
  colAttrs: string[];
  /** Whether to show the totals column (per row) and the totals row (per column). */
  showRowTotals: boolean;
  showColTotals: boolean;
  /** Subtotals shown, so headers above the last level fold. */
  canCollapseRows: boolean;
  canCollapseCols: boolean;
  /** "Total (Sum)". */
  totalLabel: string;
  formatHeader: (attr: string, value: DataRecordValue) => string;
  formatValue: (value: AggregateValue) => string;
  /** Conditional-formatting background of a cell, from the metric it belongs to. */
  cellBackground: (rowKey: PivotKey, colKey: PivotKey, value: AggregateValue) => string | undefined;
  allowRenderHtml: boolean;
  selectedFilters: SelectedFilters | null;
  /** Click on a row or column header: toggle a cross-filter on its innermost dimension value. */
  onHeaderClick?: (axis: 'row' | 'col', key: PivotKey) => void;
  /** Right-click on a value cell: drill to detail on the cell's row and column values. */
  onCellContextMenu?: (
    clientX: number,
    clientY: number,
    rowKey: PivotKey,
    colKey: PivotKey,
  ) => void;
  /** Right-click on a header: drill to detail, cross-filter and drill by on its value. */
  onHeaderContextMenu?: (
    clientX: number,
    clientY: number,
    axis: 'row' | 'col',
    key: PivotKey,
  ) => void;
}

/** The cross-filter of a header click (docs/chart-types.md §3.10): IN on the clicked value, or cleared when already selected. */
export function headerCrossFilter(
  groupby: readonly ColumnRef[],
  selected: SelectedFilters | null,
  attr: string,
  value: DataRecordValue,
): DataMask {
  const isSelected = Boolean(selected?.[attr]?.some((v) => v === value));
  if (isSelected)
    return { extraFormData: { filters: [] }, filterState: { value: null, selectedFilters: null } };
  const col = groupby.find((c) => getColumnLabel(c) === attr) ?? attr;
  const filter: QueryFilter =
    value === null ? { col, op: 'IS NULL' } : { col, op: 'IN', val: [value] };
  return {
    extraFormData: { filters: [filter] },
    filterState: { value: [[value]], selectedFilters: { [attr]: [value] } },
  };
}

/** The innermost non-metric level of a header path: the one a header filter is on (-1 when none). */
function filterLevel(attrs: readonly string[], key: PivotKey): number {
  let level = key.length - 1;
  while (level >= 0 && attrs[level] === METRIC_KEY) level -= 1;
  return level;
}

interface InteractionContext {
  rows: string[];
  cols: string[];
  groupby: ColumnRef[];
  selectedFilters: SelectedFilters | null;
  formatHeader: (attr: string, value: DataRecordValue) => string;
  /** The grain of temporal attributes, for drill filters. */
  grainOf: (attr: string) => string | undefined;
}

type Interactions = Pick<
  PivotTableChartProps,
  'onHeaderClick' | 'onCellContextMenu' | 'onHeaderContextMenu'
>;

/** Header cross-filters (§3.10) and the context menus of cells (drill to detail) and headers (also cross-filter, drill by). */
function pivotInteractions(
  chartProps: ChartProps<PivotTableV2FormData>,
  context: InteractionContext,
): Interactions {
  const { rows, cols, groupby, selectedFilters, formatHeader, grainOf } = context;
  const { setDataMask, onContextMenu } = chartProps.hooks ?? {};
  const canCrossFilter = Boolean(setDataMask && chartProps.emitCrossFilters);
  const attrsOf = (axis: 'row' | 'col') => (axis === 'row' ? rows : cols);
  const drillFilters = (attrs: readonly string[], key: PivotKey): DrillFilter[] =>
    key.flatMap((val, i) => {
      const grain = grainOf(attrs[i]);
      return attrs[i] === METRIC_KEY
        ? []
        : [
            {
              col: attrs[i],
              op: '==' as const,
              val,
              formattedVal: formatHeader(attrs[i], val),
              ...(grain ? { grain } : {}),
            },
          ];
    });
  return {
    onHeaderClick: canCrossFilter
      ? (axis, key) => {
          const attrs = attrsOf(axis);
          const level = filterLevel(attrs, key);
          if (level >= 0)
            setDataMask?.(headerCrossFilter(groupby, selectedFilters, attrs[level], key[level]));
        }
      : undefined,
    onCellContextMenu: onContextMenu
      ? (x, y, rowKey, colKey) =>
          onContextMenu(x, y, {
            drillToDetail: [...drillFilters(rows, rowKey), ...drillFilters(cols, colKey)],
          })
      : undefined,
    onHeaderContextMenu: onContextMenu
      ? (x, y, axis, key) => {
          const attrs = attrsOf(axis);
          const level = filterLevel(attrs, key);
          if (level < 0) return;
          const own = drillFilters(attrs, key.slice(0, level + 1));
          onContextMenu(x, y, {
            drillToDetail: own,
            ...(canCrossFilter
              ? {
                  crossFilter: headerCrossFilter(
                    groupby,
                    selectedFilters,
                    attrs[level],
                    key[level],
                  ),
                }
              : {}),
            drillBy: {
              filters: own.slice(-1),
              groupbyFieldName: axis === 'row' ? 'groupbyRows' : 'groupbyColumns',
            },
          });
        }
      : undefined,
  };
}

/** Rows of the pivot query -> the pivot (aggregated in the browser), header and value formatters and interactions. */
export function transformPivotTableV2Props(
  chartProps: ChartProps<PivotTableV2FormData>,
): PivotTableChartProps {
  const { formData: fd, queriesData, width, height } = chartProps;
  const result = queriesData[0];
  const metricNames = fd.metrics.map(getMetricLabel);
  const { rows, cols } = pivotAttributes(fd);
  const pivot = buildPivot(unpivotMetrics(result?.data ?? [], metricNames), {
    rows,
    cols,
    valueKey: VALUE_KEY,
    aggregateFunction: fd.aggregateFunction,
    rowOrder: fd.rowOrder,
    colOrder: fd.colOrder,
    rowSubtotals: fd.rowSubTotals,
    colSubtotals: fd.colSubTotals,
    rowSubtotalsOnTop: fd.rowSubtotalPosition,
    colSubtotalsOnTop: fd.colSubtotalPosition,
    sorters: { [METRIC_KEY]: sortAs(metricNames) },
  });

  const grain = fd.extra_form_data.time_grain_sqla || fd.time_grain_sqla || undefined;
  const formatDate =
    fd.date_format === TIME_FORMATS.SMART_DATE && grain
      ? getTimeFormatterForGranularity(grain)
      : getTimeFormatter(fd.date_format);
  const temporal = new Set(
    (result?.colnames ?? []).filter((_, i) => result?.coltypes[i] === GenericDataType.TEMPORAL),
  );
  const formatNumber = pivot.isPercent
    ? getNumberFormatter(FRACTION_FORMAT)
    : getValueFormatter(fd.valueFormat, fd.currency_format);
  const formatHeader = (attr: string, value: DataRecordValue) =>
    temporal.has(attr) && typeof value === 'number' ? formatDate(value) : String(value);
  const metricAt = (axis: readonly string[], key: PivotKey) => {
    const i = axis.indexOf(METRIC_KEY);
    return i >= 0 && i < key.length ? String(key[i]) : undefined;
  };
  const filterState = chartProps.filterState as
    { selectedFilters?: SelectedFilters | null } | undefined;
  const selectedFilters = filterState?.selectedFilters ?? null;
  const groupby = [...fd.groupbyRows, ...fd.groupbyColumns];
  // Superset keeps the grand totals even when unchecked if an axis is empty: there is nothing else to show.
  return {
    width,
    height,
    pivot,
    rowAttrs: rows,
    colAttrs: cols,
    showRowTotals: fd.rowTotals || cols.length === 0,
    showColTotals: fd.colTotals || rows.length === 0,
    canCollapseRows: fd.rowSubTotals && rows.length > 1,
    canCollapseCols: fd.colSubTotals && cols.length > 1,
    totalLabel: `Total (${fd.aggregateFunction})`,
    formatHeader,
    formatValue: (value) =>
      value === null
        ? ''
        : typeof value === 'number'
          ? Number.isFinite(value)
            ? formatNumber(value)
            : ''
          : value,
    cellBackground: (rowKey, colKey, value) => {
      const metric = metricAt(rows, rowKey) ?? metricAt(cols, colKey);
      return metric === undefined
        ? undefined
        : colorFromRules(fd.conditional_formatting, metric, value);
    },
    allowRenderHtml: fd.allow_render_html,
    selectedFilters,
    ...pivotInteractions(chartProps, {
      rows,
      cols,
      groupby,
      selectedFilters,
      formatHeader,
      grainOf: (attr) => (temporal.has(attr) ? grain : undefined),
    }),
  };
}
