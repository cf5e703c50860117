import { GenericDataType, TIME_FORMATS, getNumberFormatter, getTimeFormatter, getTimeFormatterForGranularity, getValueFormatter } from '@sightline/core';
import type { ChartProps, DataRecord, DataRecordValue } from '../../contract.ts';
import { colorFromRules } from '../../controls/conditional-formatting.ts';
import { getCrossFilterDataMask, selectedNames } from '../../echarts/cross-filter.ts';
import { getColumnLabel, getMetricLabel } from '../../query/labels.ts';
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
  /** Colour positives and negatives of the bars. */
  isColoredPositiveNegative: boolean;
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
  /** Selected cells (`"<column>:<value>"`) of the chart's cross-filter. */
  selected: string[];
  /** Click on a dimension cell: toggle a cross-filter on that value. */
  onCellClick?: (column: string, value: DataRecordValue) => void;
  /** Server pagination: ask for another page (page index from 0). */
  onPageChange?: (page: number) => void;
  /** Server pagination: sort by a column. */
  onSortChange?: (key: string, isDescending: boolean) => void;
  /** The header sort of server pagination. */
  sortBy?: { key: string; desc?: boolean };
}

const PERCENT_METRIC_FORMAT = ',.3%';

function textOf(value: DataRecordValue): string {
  return value === null ? 'N/A' : String(value);
}

function columnFormatter(fd: TableFormData, key: string, dataType: GenericDataType | undefined, kind: { isMetric: boolean; isPercentMetric: boolean; grain?: string }): (value: DataRecordValue) => string {
  const config = fd.column_config[key] ?? {};
  const withNull = (f: (v: number) => string) => (value: DataRecordValue) => (value === null ? 'N/A' : typeof value === 'number' ? f(value) : String(value));
  if (dataType === GenericDataType.TEMPORAL || config.d3TimeFormat) {
    const format = config.d3TimeFormat || fd.table_timestamp_format;
    if (format !== TIME_FORMATS.SMART_DATE) return withNull(getTimeFormatter(format));
    // Adaptive dates: the grain's bucket name on the grouped time column, else the full timestamp.
    if (kind.grain) return withNull(getTimeFormatterForGranularity(kind.grain));
    return withNull(getTimeFormatter(TIME_FORMATS.DATABASE_DATETIME));
  }
  if (kind.isPercentMetric) return withNull(getNumberFormatter(config.d3NumberFormat || PERCENT_METRIC_FORMAT));
  const isNumeric = dataType === GenericDataType.NUMERIC;
  if (kind.isMetric || (isNumeric && (config.d3NumberFormat || config.currencyFormat?.symbol))) {
    const main = getValueFormatter(config.d3NumberFormat, config.currencyFormat);
    const small = config.d3SmallNumberFormat ? getNumberFormatter(config.d3SmallNumberFormat) : undefined;
    return withNull((v) => (small && Math.abs(v) < 1 ? small(v) : main(v)));
  }
  return textOf;
}

function barRange(data: DataRecord[], key: string, alignPositiveNegative: boolean): [number, number] | undefined {
  const values = data.map((row) => row[key]).filter((v): v is number => typeof v === 'number');
  if (values.length === 0) return undefined;
  if (alignPositiveNegative) return [0, Math.max(...values.map(Math.abs))];
  return [Math.min(0, ...values), Math.max(0, ...values)];
}

/**
 * Rows of the table queries -> columns with formatters, alignment, cell bars and conditional
 * colours; totals, row count and the pagination / sort / cross-filter callbacks.
 */
export function transformTableProps(chartProps: ChartProps<TableFormData>): TableChartProps {
  const { formData: fd, queriesData, width, height, hooks, ownState } = chartProps;
  const indexes = getTableResultIndexes(fd);
  const result = queriesData[indexes.main];
  const data = result?.data ?? [];
  const isAggregate = getQueryMode(fd) === 'aggregate';
  const metricLabels = new Set(isAggregate ? [...fd.metrics, ...fd.percent_metrics].map(getMetricLabel) : []);
  const percentLabels = new Set(isAggregate ? fd.percent_metrics.map((m) => `%${getMetricLabel(m)}`) : []);
  const grain = fd.extra_form_data.time_grain_sqla || fd.time_grain_sqla;
  const grainColumn = isAggregate && grain ? fd.groupby.map(getColumnLabel).find((c) => fd.temporal_columns_lookup?.[c]) : undefined;
  // Percent metrics that are not also plain metrics are shown only as their "%" column.
  const hidden = new Set(isAggregate ? fd.percent_metrics.map(getMetricLabel).filter((m) => !fd.metrics.some((x) => getMetricLabel(x) === m)) : []);

  const columns: TableColumn[] = (result?.colnames ?? [])
    .filter((key) => !hidden.has(key))
    .map((key) => {
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
        formatter: columnFormatter(fd, key, dataType, { isMetric, isPercentMetric, grain: key === grainColumn ? (grain ?? undefined) : undefined }),
        align: config.horizontalAlign ?? (isNumeric ? 'right' : 'left'),
        ...(config.columnWidth ? { width: config.columnWidth } : {}),
        ...(hasBars ? { barRange: barRange(data, key, alignPn) } : {}),
        isColoredPositiveNegative: config.colorPositiveNegative ?? fd.color_pn,
        backgroundOf: (value: DataRecordValue) => colorFromRules(fd.conditional_formatting, key, value),
      };
    });

  const selected = selectedNames(chartProps.filterState);
  const { setDataMask } = hooks ?? {};
  const dimensionKeys = new Set(columns.filter((c) => !c.isMetric).map((c) => c.key));
  const canCrossFilter = Boolean(setDataMask && chartProps.emitCrossFilters && isAggregate);
  const rowCount = indexes.rowcount !== undefined ? Number(queriesData[indexes.rowcount]?.data[0]?.rowcount ?? 0) : data.length;
  const pageSize = fd.server_pagination ? Number(ownState?.pageSize ?? fd.server_page_length) : (fd.page_length ?? 0);
  const setOwnState = (patch: Record<string, unknown>) => setDataMask?.({ ownState: { ...ownState, ...patch } });
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
    selected,
    onCellClick: canCrossFilter
      ? (column, value) => {
          if (!dimensionKeys.has(column)) return;
          const name = `${column}:${String(value)}`;
          const { dataMask } = getCrossFilterDataMask({ groupby: [column], labelMap: { [name]: [value] }, selectedValues: selected, value: name });
          setDataMask?.(dataMask);
        }
      : undefined,
    onPageChange: fd.server_pagination && setDataMask ? (page) => setOwnState({ currentPage: page, pageSize }) : undefined,
    onSortChange: fd.server_pagination && setDataMask ? (key, isDescending) => setOwnState({ sortBy: [{ key, desc: isDescending }] }) : undefined,
    sortBy: ownState?.sortBy?.[0],
  };
}

/** Geometry of a cell bar in % of the cell width: where it starts, how wide, and whether the value is negative. */
export function cellBarGeometry(value: number, [min, max]: [number, number]): { left: number; width: number; isNegative: boolean } {
  const span = max - min || 1;
  const zero = ((0 - min) / span) * 100;
  const size = (Math.abs(value) / span) * 100;
  // Aligned ranges start at 0: negative bars then grow rightwards from the cell's edge too.
  return { left: value < 0 && min < 0 ? zero - size : zero, width: size, isNegative: value < 0 };
}
