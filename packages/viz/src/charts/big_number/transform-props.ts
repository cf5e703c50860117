import type { EChartsOption } from 'echarts';
import { getNumberFormatter } from '@sightline/core';
import type { ChartProps, DataRecordValue } from '../../contract.ts';
import { rgbaString } from '../../echarts/colors.ts';
import { getMetricLabel } from '../../query/labels.ts';
import { DTTM_ALIAS, getXAxisLabel } from '../../query/x-axis.ts';
import { getKpiTimeFormatter, getKpiValueFormatter } from '../_kpi/format.ts';
import { fitKpiFontSizes } from '../_kpi/header-font.ts';
import { aggregateValues, getTrendlineOption, type TrendPoint } from '../_kpi/trendline.ts';
import type { BigNumberFormData } from './form-data.ts';

/** Share of the chart height given to the trend line. */
const TRENDLINE_PROPORTION = 0.3;

/** Props of BigNumberChart. */
export interface BigNumberChartProps {
  width: number;
  height: number;
  bigNumber: number | null;
  formattedBigNumber: string;
  /** Epoch ms of the shown value (LAST_VALUE), when known. */
  timestamp: number | null;
  formattedTimestamp?: string;
  percentChange: number | null;
  /** "+12.3% WoW"-style text when a comparison lag is set and both values exist. */
  subheader?: string;
  subheaderTrend?: 'positive' | 'negative';
  headerFontSize: number;
  subheaderFontSize: number;
  subtitle: string;
  subtitleFontSize: number;
  metricName?: string;
  metricNameFontSize: number;
  /** The trend line (undefined when hidden or without data). */
  trendlineOption?: EChartsOption;
  trendlineHeight: number;
  onContextMenu?: (clientX: number, clientY: number) => void;
  /** Right-click on a trend point: drill to detail at that time bucket. */
  onTrendContextMenu?: (clientX: number, clientY: number, timestamp: number) => void;
}

function toNumber(value: DataRecordValue | undefined): number | null {
  if (value === null || value === undefined) return null;
  const n = Number(value);
  return Number.isNaN(n) ? null : n;
}

/** Index of the newest non-null value of a trend sorted newest first (0 when all are null). */
function newestIndex(sorted: TrendPoint[]): number {
  return Math.max(
    0,
    sorted.findIndex(([, v]) => v !== null),
  );
}

/**
 * The big number (newest value, or the aggregate), the percent change against `compare_lag`
 * periods earlier and the trend-line option.
 */
export function transformBigNumberProps(
  chartProps: ChartProps<BigNumberFormData>,
): BigNumberChartProps {
  const { formData, queriesData, width, height, hooks, theme } = chartProps;
  const metric = formData.metric ? getMetricLabel(formData.metric) : '';
  const xLabel = getXAxisLabel(formData) ?? DTTM_ALIAS;
  const trend = queriesData[0];
  const sorted: TrendPoint[] = (trend?.data ?? [])
    .map((row): TrendPoint => [Number(row[xLabel]), toNumber(row[metric])])
    .sort((a, b) => b[0] - a[0]);

  const newestAt = newestIndex(sorted);
  const newest = sorted[newestAt];
  let bigNumber = newest?.[1] ?? null;
  const timestamp = newest?.[0] ?? null;
  if (formData.aggregation !== 'LAST_VALUE') {
    const aggregated = queriesData[1]?.data;
    bigNumber =
      aggregated?.length === 1 && metric in aggregated[0]
        ? toNumber(aggregated[0][metric])
        : aggregateValues(
            sorted.map(([, v]) => v),
            formData.aggregation,
          );
  }

  // The lag counts periods back from the shown value, so a trailing empty bucket does not shift it.
  let percentChange: number | null = null;
  const lag = formData.compare_lag ?? 0;
  const compareAt = newestAt + lag;
  if (lag > 0 && compareAt < sorted.length && bigNumber !== null && sorted[compareAt][1] !== null) {
    const previous = sorted[compareAt][1] as number;
    percentChange = previous ? (bigNumber - previous) / Math.abs(previous) : 0;
  }

  const coltype = trend?.coltypes[trend.colnames.indexOf(metric)];
  const formatValue = getKpiValueFormatter({
    ...formData,
    coltype,
    grain: formData.time_grain_sqla,
  });
  const formatTime = getKpiTimeFormatter({
    time_format: formData.time_format,
    grain: formData.time_grain_sqla,
  });
  const points = [...sorted].reverse();
  const trendlineOption =
    formData.show_trend_line && points.length > 0
      ? getTrendlineOption({
          points,
          color: rgbaString(formData.color_picker),
          backgroundColor: theme?.backgroundColor ?? '#ffffff',
          startAtZero: formData.start_y_axis_at_zero,
          formatTime,
          formatValue,
        })
      : undefined;

  const onContextMenu = hooks?.onContextMenu;
  const formattedBigNumber = formatValue(bigNumber);
  const subheader =
    percentChange === null
      ? undefined
      : `${getNumberFormatter('+,.1%')(percentChange)} ${formData.compare_suffix}`.trim();
  const formattedTimestamp =
    formData.show_timestamp && timestamp !== null ? formatTime(timestamp) : undefined;
  const trendlineHeight = trendlineOption ? Math.floor(height * TRENDLINE_PROPORTION) : 0;
  const metricName = formData.show_metric_name ? metric : undefined;
  const sizes = fitKpiFontSizes(
    { text: formattedBigNumber, fraction: formData.header_font_size },
    [
      { text: metricName, fraction: formData.metric_name_font_size },
      { text: subheader, fraction: formData.subheader_font_size },
      { text: formData.subtitle, fraction: formData.subtitle_font_size },
      { text: formattedTimestamp, fraction: formData.subtitle_font_size },
    ],
    width,
    height,
    trendlineHeight,
  );
  const [metricNameFontSize, subheaderFontSize, subtitleFontSize] = sizes.lines;
  return {
    width,
    height,
    bigNumber,
    formattedBigNumber,
    timestamp,
    formattedTimestamp,
    percentChange,
    subheader,
    subheaderTrend:
      percentChange === null || percentChange === 0
        ? undefined
        : percentChange > 0
          ? 'positive'
          : 'negative',
    headerFontSize: sizes.header,
    subheaderFontSize,
    subtitle: formData.subtitle,
    subtitleFontSize,
    metricName,
    metricNameFontSize,
    trendlineOption,
    trendlineHeight,
    onContextMenu: onContextMenu ? (x, y) => onContextMenu(x, y, { drillToDetail: [] }) : undefined,
    onTrendContextMenu: onContextMenu
      ? (x, y, ts) =>
          onContextMenu(x, y, {
            drillToDetail: [
              {
                col: xLabel,
                op: '==',
                val: ts,
                formattedVal: formatTime(ts),
                grain: formData.time_grain_sqla,
              },
            ],
          })
      : undefined,
  };
}
