import {
  GenericDataType,
  TIME_FORMATS,
  getNumberFormatter,
  getTimeFormatter,
  getTimeFormatterForGranularity,
  getValueFormatter,
} from '@sightline/core';
import type { ChartProps, DataRecord, DataRecordValue, DrillFilter } from '../../contract.ts';
import { colorFromRules } from '../../controls/conditional-formatting.ts';
import { getCrossFilterDataMask, selectedNames } from '../../echarts/cross-filter.ts';
import { getColumnLabel, getMetricLabel } from '../../query/labels.ts';
import {
  COMPARISON_KINDS,
  addComparisonColumns,
  comparisonKey,
  comparisonOffset,
} from '../_table/time-comparison.ts';
import { getQueryMode, getTableResultIndexes } from './build-query.ts';
import type { TableFormData } from './form-data.ts';

/** One column of the rendered table. */
export interface TableColumn {
  /** The key in each data row. */
  key: string;
  label: string;
  dataType: GenericDataType | undefined;
  isMetric: boolean;
  isPercentMetric: boolean;
  isNumeric: boolean;
  /** Cell text; null prints "N/A". */
  formatter: (value: DataRecordValue) => string;
  align: 'left' | 'right' | 'center';
  width?: number;
  /** `[min, max]` of the column when it shows cell bars (from 0 when aligning positive/negative). */
  barRange?: [number, number];
  /** Long text is cut with an ellipsis (`truncateLongCells`); the full text stays in the tooltip. */
  isTruncated?: boolean;
  /** Colour positives and negatives of the bars. */
  isColoredPositiveNegative: boolean;
  /** The metric a time-comparison column (Main, #, △, %) belongs to; its header spans the group. */
  group?: string;
  /** Background of a cell from the conditional-formatting rules on this column. */
  backgroundOf: (value: DataRecordValue) => string | undefined;
}

/** Props of TableChart. */
export interface TableChartProps {
  width: number;
  height: number;
  columns: TableColumn[];
  data: DataRecord[];
  totals?: DataRecord;
  /** Rows in the whole result (the row-count query with server pagination). */
  rowCount: number;
  /** Client page size, 0 = all rows on one page. */
  pageSize: number;
  isServerPagination: boolean;
  currentPage: number;
  includeSearch: boolean;
  allowRenderHtml: boolean;
  /** Headers can be dragged to reorder the columns. */
  allowRearrangeColumns: boolean;
  /** Selected cells (`"<column>:<value>"`) of the chart's cross-filter. */
  selected: string[];
  /** Click on a dimension cell: toggle a cross-filter on that value. */
  onCellClick?: (column: string, value: DataRecordValue) => void;
  /** Right-click on a cell (aggregate mode): drill to detail on the row's dimensions; cross-filter and drill by on a dimension cell. */
  onContextMenu?: (clientX: number, clientY: number, row: DataRecord, column: string) => void;
  /** Server pagination: ask for another page (page index from 0). */
  onPageChange?: (page: number) => void;
  /** Server pagination: search the first text column for values starting with `text` (page reset to 0). */
  onSearchChange?: (text: string) => void;
  /** Server pagination: another page size (back to the first page). */
  onPageSizeChange?: (size: number) => void;
  /** Server pagination: sort by a column. */
  onSortChange?: (key: string, isDescending: boolean) => void;
  /** The header sort of server pagination. */
  sortBy?: { key: string; desc?: boolean };
}

const PERCENT_METRIC_FORMAT = ',.3%';

function textOf(value: DataRecordValue): string {
  return value === null ? 'N/A' : String(value);
}

function columnFormatter(
  fd: TableFormData,
  key: string,
  dataType: GenericDataType | undefined,
  kind: { isMetric: boolean; isPercentMetric: boolean; grain?: string },
): (value: DataRecordValue) => string {
  const config = fd.column_config[key] ?? {};
  const withNull = (f: (v: number) => string) => (value: DataRecordValue) =>
    value === null ? 'N/A' : typeof value === 'number' ? f(value) : String(value);
  if (dataType === GenericDataType.TEMPORAL || config.d3TimeFormat) {
    const format = config.d3TimeFormat || fd.table_timestamp_format;
    if (format !== TIME_FORMATS.SMART_DATE) return withNull(getTimeFormatter(format));
    // Adaptive dates: the grain's bucket name on the grouped time column, else the full timestamp.
    if (kind.grain) return withNull(getTimeFormatterForGranularity(kind.grain));
    return withNull(getTimeFormatter(TIME_FORMATS.DATABASE_DATETIME));
  }
  if (kind.isPercentMetric)
    return withNull(getNumberFormatter(config.d3NumberFormat || PERCENT_METRIC_FORMAT));
  const isNumeric = dataType === GenericDataType.NUMERIC;
  if (kind.isMetric || (isNumeric && (config.d3NumberFormat || config.currencyFormat?.symbol))) {
    const main = getValueFormatter(config.d3NumberFormat, config.currencyFormat);
    const small = config.d3SmallNumberFormat
      ? getNumberFormatter(config.d3SmallNumberFormat)
      : undefined;
    return withNull((v) => (small && Math.abs(v) < 1 ? small(v) : main(v)));
  }
  return textOf;
}

function barRange(
  data: DataRecord[],
  key: string,
  alignPositiveNegative: boolean,
): [number, number] | undefined {
  const values = data.map((row) => row[key]).filter((v): v is number => typeof v === 'number');
  if (values.length === 0) return undefined;
  if (alignPositiveNegative) return [0, Math.max(...values.map(Math.abs))];
  return [Math.min(0, ...values), Math.max(0, ...values)];
}

const COMPARISON_COLORS = { up: 'rgba(90,193,137,0.35)', down: 'rgba(224,67,85,0.35)' };

/** The four comparison columns replacing a metric's column; △ and % are coloured by sign when enabled. */
function comparisonColumns(fd: TableFormData, metric: TableColumn): TableColumn[] {
  // The "Red" scheme marks increases red (for metrics where less is better).
  const [up, down] =
    fd.comparison_color_scheme === 'Red'
      ? [COMPARISON_COLORS.down, COMPARISON_COLORS.up]
      : [COMPARISON_COLORS.up, COMPARISON_COLORS.down];
  const bySign = (value: DataRecordValue) =>
    typeof value !== 'number' || value === 0 ? undefined : value > 0 ? up : down;
  return COMPARISON_KINDS.map((kind) => {
    const key = comparisonKey(kind, metric.key);
    const isChange = kind === '△' || kind === '%';
    return {
      ...metric,
      key,
      label: kind,
      group: metric.key,
      barRange: undefined,
      ...(kind === '%'
        ? {
            formatter: (v: DataRecordValue) =>
              typeof v === 'number' ? getNumberFormatter(',.2%')(v) : 'N/A',
          }
        : {}),
      backgroundOf: (value: DataRecordValue) =>
        colorFromRules(fd.conditional_formatting, key, value) ??
        (isChange && fd.comparison_color_enabled ? bySign(value) : undefined),
    };
  });
}

/**
 * Cell clicks and right-clicks (aggregate mode only): a click on a dimension cell toggles a
 * cross-filter on its value; the context menu drills to detail on the row's dimensions, and on a
 * dimension cell also offers its cross-filter and drill by.
 */
function cellInteractions(
  chartProps: ChartProps<TableFormData>,
  columns: readonly TableColumn[],
  selected: string[],
  aggregate: { column?: string; grain?: string } | undefined,
): Pick<TableChartProps, 'onCellClick' | 'onContextMenu'> {
  const { setDataMask, onContextMenu } = chartProps.hooks ?? {};
  const dimensions = columns.filter((c) => !c.isMetric);
  const canCrossFilter = Boolean(setDataMask && chartProps.emitCrossFilters && aggregate);
  const crossFilterOf = (column: string, value: DataRecordValue) => {
    const name = `${column}:${String(value)}`;
    return getCrossFilterDataMask({
      groupby: [column],
      labelMap: { [name]: [value] },
      selectedValues: selected,
      value: name,
    }).dataMask;
  };
  const drillFilter = (column: TableColumn, value: DataRecordValue): DrillFilter => ({
    col: column.key,
    op: '==',
    val: value,
    formattedVal: column.formatter(value),
    ...(column.key === aggregate?.column && aggregate.grain ? { grain: aggregate.grain } : {}),
  });
  return {
    onCellClick: canCrossFilter
      ? (column, value) => {
          if (dimensions.some((c) => c.key === column)) setDataMask?.(crossFilterOf(column, value));
        }
      : undefined,
    onContextMenu:
      onContextMenu && aggregate
        ? (x, y, row, key) => {
            const clicked = dimensions.find((c) => c.key === key);
            onContextMenu(x, y, {
              drillToDetail: dimensions.map((c) => drillFilter(c, row[c.key] ?? null)),
              ...(clicked && canCrossFilter
                ? { crossFilter: crossFilterOf(key, row[key] ?? null) }
                : {}),
              ...(clicked
                ? {
                    drillBy: {
                      filters: [drillFilter(clicked, row[key] ?? null)],
                      groupbyFieldName: 'groupby',
                    },
                  }
                : {}),
            });
          }
        : undefined,
  };
}

/**
 * Rows of the table queries -> columns with formatters, alignment, cell bars and conditional
 * colours; totals, row count and the pagination / sort / cross-filter callbacks.
 */
export function transformTableProps(chartProps: ChartProps<TableFormData>): TableChartProps {
  const { formData: fd, queriesData, width, height, hooks, ownState } = chartProps;
  const indexes = getTableResultIndexes(fd);
  const result = queriesData[indexes.main];
  const isAggregate = getQueryMode(fd) === 'aggregate';
  const plainMetrics = isAggregate ? fd.metrics.map(getMetricLabel) : [];
  const offsets = [
    ...fd.time_compare,
    fd.start_date_offset ?? '',
    'inherit',
    fd.extra_form_data.time_compare ?? '',
  ].filter(Boolean);
  const offset =
    fd.comparison_type === 'values'
      ? comparisonOffset(result?.colnames ?? [], plainMetrics, offsets)
      : undefined;
  const data = offset
    ? addComparisonColumns(result?.data ?? [], plainMetrics, offset)
    : (result?.data ?? []);
  const metricLabels = new Set(
    isAggregate ? [...fd.metrics, ...fd.percent_metrics].map(getMetricLabel) : [],
  );
  const percentLabels = new Set(
    isAggregate ? fd.percent_metrics.map((m) => `%${getMetricLabel(m)}`) : [],
  );
  const grain = fd.extra_form_data.time_grain_sqla || fd.time_grain_sqla;
  const grainColumn =
    isAggregate && grain
      ? fd.groupby.map(getColumnLabel).find((c) => fd.temporal_columns_lookup?.[c])
      : undefined;
  // Percent metrics that are not also plain metrics are shown only as their "%" column.
  const hidden = new Set(
    isAggregate
      ? fd.percent_metrics
          .map(getMetricLabel)
          .filter((m) => !fd.metrics.some((x) => getMetricLabel(x) === m))
      : [],
  );

  const offsetColumns = new Set(offset ? plainMetrics.map((m) => `${m}__${offset}`) : []);
  const columns: TableColumn[] = (result?.colnames ?? [])
    .filter((key) => !hidden.has(key) && !offsetColumns.has(key))
    .map((key): TableColumn => {
      const dataType = result?.coltypes[result.colnames.indexOf(key)];
      const config = fd.column_config[key] ?? {};
      const isPercentMetric = percentLabels.has(key);
      const isMetric = metricLabels.has(key) || isPercentMetric;
      const isNumeric = dataType === GenericDataType.NUMERIC;
      const alignPn = config.alignPositiveNegative ?? fd.align_pn;
      const hasBars = isNumeric && isMetric && (config.showCellBars ?? fd.show_cell_bars);
      return {
        key,
        label: key,
        dataType,
        isMetric,
        isPercentMetric,
        isNumeric,
        formatter: columnFormatter(fd, key, dataType, {
          isMetric,
          isPercentMetric,
          grain: key === grainColumn ? (grain ?? undefined) : undefined,
        }),
        align: config.horizontalAlign ?? (isNumeric ? 'right' : 'left'),
        ...(config.columnWidth ? { width: config.columnWidth } : {}),
        ...(hasBars ? { barRange: barRange(data, key, alignPn) } : {}),
        isColoredPositiveNegative: config.colorPositiveNegative ?? fd.color_pn,
        ...(config.truncateLongCells ? { isTruncated: true } : {}),
        backgroundOf: (value: DataRecordValue) =>
          colorFromRules(fd.conditional_formatting, key, value),
      };
    })
    .flatMap((column) =>
      offset && plainMetrics.includes(column.key) ? comparisonColumns(fd, column) : [column],
    );

  const selected = selectedNames(chartProps.filterState);
  const { setDataMask } = hooks ?? {};
  const rowCount =
    indexes.rowcount !== undefined
      ? Number(queriesData[indexes.rowcount]?.data[0]?.rowcount ?? 0)
      : data.length;
  const pageSize = fd.server_pagination
    ? Number(ownState?.pageSize ?? fd.server_page_length)
    : (fd.page_length ?? 0);
  const searchColumn =
    ownState?.searchColumn ?? columns.find((c) => c.dataType === GenericDataType.STRING)?.key;
  const setOwnState = (patch: Record<string, unknown>) =>
    setDataMask?.({ ownState: { ...ownState, ...patch } });
  return {
    width,
    height,
    columns,
    data,
    totals: indexes.totals !== undefined ? queriesData[indexes.totals]?.data[0] : undefined,
    rowCount,
    pageSize,
    isServerPagination: fd.server_pagination,
    currentPage: Number(ownState?.currentPage ?? 0),
    includeSearch: fd.include_search,
    allowRenderHtml: fd.allow_render_html,
    allowRearrangeColumns: fd.allow_rearrange_columns,
    selected,
    ...cellInteractions(
      chartProps,
      columns,
      selected,
      isAggregate ? { column: grainColumn, grain: grain ?? undefined } : undefined,
    ),
    onPageChange:
      fd.server_pagination && setDataMask
        ? (page) => setOwnState({ currentPage: page, pageSize })
        : undefined,
    onPageSizeChange:
      fd.server_pagination && setDataMask
        ? (size) => setOwnState({ currentPage: 0, pageSize: size })
        : undefined,
    onSortChange:
      fd.server_pagination && setDataMask
        ? (key, isDescending) => setOwnState({ sortBy: [{ key, desc: isDescending }] })
        : undefined,
    onSearchChange:
      fd.server_pagination && setDataMask && searchColumn
        ? (text) =>
            setOwnState({
              searchText: text || undefined,
              searchColumn: text ? searchColumn : undefined,
              currentPage: 0,
            })
        : undefined,
    sortBy: ownState?.sortBy?.[0],
  };
}

/** Geometry of a cell bar in % of the cell width: where it starts, how wide, and whether the value is negative. */
export function cellBarGeometry(
  value: number,
  [min, max]: [number, number],
): { left: number; width: number; isNegative: boolean } {
  const span = max - min || 1;
  const zero = ((0 - min) / span) * 100;
  const size = (Math.abs(value) / span) * 100;
  // Aligned ranges start at 0: negative bars then grow rightwards from the cell's edge too.
  return { left: value < 0 && min < 0 ? zero - size : zero, width: size, isNegative: value < 0 };
}
