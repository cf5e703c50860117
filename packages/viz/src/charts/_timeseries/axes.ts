import type { XAXisComponentOption, YAXisComponentOption } from 'echarts';
import {
  GenericDataType,
  getNumberFormatter,
  getTimeFormatter,
  getValueFormatter,
} from '@sightline/core';
import { estimateTextWidth } from '../_categorical/label-room.ts';
import type { TimeseriesFormData } from './form-data.ts';

/** ECharts axis types used by the family. */
export type AxisType = 'time' | 'value' | 'category';

const DAY = 24 * 3600 * 1000;

/** Smallest tick interval of a time axis per grain, so ticks never fall between buckets. */
export const TIME_GRAIN_MIN_INTERVAL: Readonly<Record<string, number>> = {
  PT1H: 3600 * 1000,
  P1D: DAY,
  P1M: 31 * DAY,
  P3M: 3 * 31 * DAY,
  P1Y: 12 * 31 * DAY,
};

/** x-axis type: category when forced or stacked non-temporal; time for temporal; value for numbers. */
export function getAxisType(
  isStacked: boolean,
  isForceCategorical: boolean,
  dataType: GenericDataType | undefined,
): AxisType {
  if (isForceCategorical) return 'category';
  if (dataType === GenericDataType.TEMPORAL) return 'time';
  if (dataType === GenericDataType.NUMERIC && !isStacked) return 'value';
  return 'category';
}

/** Formats x values: dates with `x_axis_time_format`, numbers adaptively, other categories as text. */
export function getXAxisFormatter(
  formData: TimeseriesFormData,
  dataType: GenericDataType | undefined,
): (value: unknown) => string {
  if (dataType === GenericDataType.TEMPORAL) {
    const formatTime = getTimeFormatter(formData.x_axis_time_format);
    // Category axes hand their values over as strings.
    return (value) =>
      formatTime(
        typeof value === 'string' && value !== '' && !Number.isNaN(Number(value))
          ? Number(value)
          : (value as number),
      );
  }
  if (dataType === GenericDataType.NUMERIC) {
    const formatNumber = getNumberFormatter();
    return (value) => (typeof value === 'number' ? formatNumber(value) : String(value));
  }
  return (value) => String(value);
}

/** Formats y values: percentages for row contribution / Expand, else the y-axis format with currency. */
export function getYAxisFormatter(
  formData: TimeseriesFormData,
  isPercent: boolean,
): (value: number) => string {
  return isPercent
    ? getNumberFormatter(',.0%')
    : getValueFormatter(formData.y_axis_format, formData.currency_format);
}

/** ECharts' tick label: 12 px text on a 14 px line, 8 px from the axis line. */
const LABEL_LINE_HEIGHT = 14;
const LABEL_MARGIN = 8;
/** Room kept between the tick labels and the axis title. */
const TITLE_CLEARANCE = 4;

/**
 * How far an axis title sits from its axis line: the saved margin, or further when the tick labels
 * (turned `rotate` degrees) reach beyond it, so the title never lies on them (a 45° "October"
 * reaches about 50 px; Superset's default margin is 15). A horizontal axis's labels reach down by
 * their turned height, a vertical axis's sideways by their turned width.
 */
export function axisNameGap(
  savedMargin: number,
  labels: readonly string[],
  rotate: number,
  isVertical: boolean,
): number {
  const width = Math.max(0, ...labels.map((label) => estimateTextWidth(label)));
  const rad = (rotate * Math.PI) / 180;
  const [cos, sin] = [Math.abs(Math.cos(rad)), Math.abs(Math.sin(rad))];
  const reach = isVertical
    ? width * cos + LABEL_LINE_HEIGHT * sin
    : width * sin + LABEL_LINE_HEIGHT * cos;
  return Math.max(savedMargin, Math.ceil(LABEL_MARGIN + reach + TITLE_CLEARANCE));
}

/** Options of buildAxes. */
export interface AxesInput {
  formData: TimeseriesFormData;
  xAxisType: AxisType;
  xFormatter: (value: unknown) => string;
  yFormatter: (value: number) => string;
  isPercent: boolean;
  /** Smallest positive value, to anchor a log axis on a power of ten. */
  minPositiveValue?: number;
  isHorizontal: boolean;
  /** Category order when the rows were re-ordered client-side. */
  categories?: string[];
  /** The x values as their tick labels read, and the labels at the ends of the y range. */
  tickLabels?: { x: readonly string[]; y: readonly string[] };
}

/** The x (category / time / value) and y (value / log) axes; swapped for horizontal bars. */
export function buildAxes(input: AxesInput): {
  xAxis: XAXisComponentOption;
  yAxis: YAXisComponentOption;
} {
  const { formData: fd, xAxisType } = input;
  const [xMin, xMax] = fd.truncateXAxis && xAxisType === 'value' ? fd.xAxisBounds : [null, null];
  const xAxis = {
    type: xAxisType,
    name: fd.x_axis_title,
    nameGap: axisNameGap(
      fd.x_axis_title_margin,
      input.tickLabels?.x ?? [],
      fd.xAxisLabelRotation,
      input.isHorizontal,
    ),
    nameLocation: 'middle',
    axisLabel: {
      hideOverlap: true,
      formatter: input.xFormatter,
      rotate: fd.xAxisLabelRotation,
      interval: fd.xAxisLabelInterval === 'auto' ? 'auto' : Number(fd.xAxisLabelInterval),
    },
    minorTick: { show: fd.minorTicks },
    minInterval: xAxisType === 'time' ? (TIME_GRAIN_MIN_INTERVAL[fd.time_grain_sqla] ?? 0) : 0,
    ...(xMin !== null && xMin !== undefined ? { min: xMin } : {}),
    ...(xMax !== null && xMax !== undefined ? { max: xMax } : {}),
    ...(input.categories ? { data: input.categories } : {}),
  };
  let [yMin, yMax] = fd.truncateYAxis ? fd.y_axis_bounds : [null, null];
  if (input.isPercent) {
    yMin ??= 0;
    yMax ??= 1;
  }
  if (fd.logAxis && (yMin === null || yMin === undefined) && input.minPositiveValue !== undefined) {
    yMin = 10 ** Math.floor(Math.log10(input.minPositiveValue));
  }
  const yAxis = {
    type: fd.logAxis ? 'log' : 'value',
    name: fd.y_axis_title,
    // Beside the axis, the title clears the value labels; above it ('Top') it is clear of them.
    nameGap:
      fd.y_axis_title_position === 'Top'
        ? fd.y_axis_title_margin
        : axisNameGap(fd.y_axis_title_margin, input.tickLabels?.y ?? [], 0, !input.isHorizontal),
    nameLocation: fd.y_axis_title_position === 'Top' ? 'end' : 'middle',
    axisLabel: { formatter: input.yFormatter },
    minorTick: { show: fd.minorTicks },
    minorSplitLine: { show: fd.minorSplitLine },
    scale: fd.truncateYAxis,
    ...(yMin !== null && yMin !== undefined ? { min: yMin } : {}),
    ...(yMax !== null && yMax !== undefined ? { max: yMax } : {}),
  };
  if (input.isHorizontal)
    return { xAxis: yAxis as XAXisComponentOption, yAxis: xAxis as YAXisComponentOption };
  return { xAxis: xAxis as XAXisComponentOption, yAxis: yAxis as YAXisComponentOption };
}
