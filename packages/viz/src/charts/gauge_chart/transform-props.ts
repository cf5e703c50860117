import type { EChartsOption, GaugeSeriesOption } from 'echarts';
import { getValueFormatter } from '@sightline/core';
import type { ChartProps } from '../../contract.ts';
import { CATEGORICAL_SCHEMES, SUPERSET_COLORS, createColorScale } from '../../echarts/colors.ts';
import { selectedNames } from '../../echarts/cross-filter.ts';
import { MANY_ITEMS } from '../../echarts/large-data.ts';
import { tooltipHtml } from '../../echarts/tooltip.ts';
import { getColumnLabel, getMetricLabel } from '../../query/labels.ts';
import type { CategoricalChartProps } from '../_categorical/CategoricalEchart.tsx';
import { buildCategoricalInteractions } from '../_categorical/interactions.ts';
import { categoryItems, cellFormatter } from '../_categorical/rows.ts';
import type { GaugeChartFormData } from './form-data.ts';

/** Props of GaugeChart. */
export type GaugeChartProps = CategoricalChartProps;

/** Sizes relative to the font size (Superset's FONT_SIZE_MULTIPLIERS). */
const FONT_SIZE = {
  axisTickLength: 0.25,
  axisLabelDistance: 1.5,
  axisLabelLength: 0.35,
  splitLineLength: 1,
  splitLineWidth: 0.25,
};
/** Offset in px of the ticks from the axis line. */
const OFFSETS = { ticksFromLine: 10 };
/** Colour of the axis line outside any interval. */
const AXIS_LINE_COLOR = '#E6EBF8';
/** Axis labels and value text when the host gives no text colour. */
const TEXT_COLOR = '#333';
/** Smallest radius in px, so a tiny cell still draws a gauge. */
const MIN_RADIUS = 10;

/**
 * Where the gauge sits, as Superset places it: centred at 55 % of the height, with a radius that
 * leaves room outside the ring for the tick labels (their distance grows with the longest label).
 */
export function gaugeGeometry(
  width: number,
  height: number,
  fontSize: number,
  axisLineWidth: number,
  longestLabel: number,
  ticks: { split: boolean; tick: boolean },
) {
  const splitLineLength = FONT_SIZE.splitLineLength * fontSize;
  const axisTickLength = FONT_SIZE.axisTickLength * fontSize;
  const axisLabelDistance =
    FONT_SIZE.axisLabelDistance * fontSize * FONT_SIZE.axisLabelLength * longestLabel +
    (ticks.split ? splitLineLength : 0) +
    (ticks.tick ? axisTickLength : 0) +
    OFFSETS.ticksFromLine -
    axisLineWidth;
  const axisTickDistance = axisLineWidth + axisTickLength + OFFSETS.ticksFromLine;
  return {
    radius: Math.max(
      Math.min(width, height) / 2 - axisLabelDistance - axisTickDistance,
      MIN_RADIUS,
    ),
    center: ['50%', '55%'] as [string, string],
    axisLabelDistance,
    axisTickDistance,
    splitLineDistance: axisLineWidth + splitLineLength + OFFSETS.ticksFromLine,
    splitLineLength,
    axisTickLength,
  };
}

/** Automatic bounds: twice the smallest value (at most 0) and twice the largest value (at least 0). */
export function gaugeBounds(
  values: readonly number[],
  minVal?: number | null,
  maxVal?: number | null,
): [number, number] {
  return [minVal ?? 2 * Math.min(...values, 0), maxVal ?? 2 * Math.max(...values, 0)];
}

/** Interval bounds normalised to 0-1 with their colours (1-based scheme indices, else the scheme colour at the interval's position). */
export function intervalColors(
  fd: Pick<GaugeChartFormData, 'intervals' | 'interval_color_indices' | 'color_scheme'>,
  min: number,
  max: number,
  palette?: readonly string[],
): [number, string][] {
  const colors = palette?.length
    ? palette
    : (CATEGORICAL_SCHEMES[fd.color_scheme] ?? SUPERSET_COLORS);
  // Positions are kept, so "6,,3" leaves the second interval on its default colour.
  const parse = (text: string) =>
    text.trim() === ''
      ? []
      : text.split(',').map((s) => (s.trim() === '' ? Number.NaN : Number(s)));
  const bounds = parse(fd.intervals).filter((n) => !Number.isNaN(n));
  const indices = parse(fd.interval_color_indices);
  const span = max - min || 1;
  return bounds.map((bound, i) => {
    const index = Number.isInteger(indices[i]) && indices[i] > 0 ? indices[i] - 1 : i;
    return [(bound - min) / span, colors[index % colors.length]];
  });
}

// Where the gauge's value titles (the group's name, then its value) sit under the centre. Superset
// steps them down in % of the radius (FONT_SIZE_MULTIPLIERS, OFFSETS.titleFromCenter), which in a
// small dashboard cell packs the text onto the needle's pivot and onto each other: each offset is
// kept at least the pixels the text and the needle's tail need.

/** The needle's half-width in px at the pivot; its tail reaches twice that behind the pivot. */
const POINTER_WIDTH = 6;
/** Free px kept between the needle's tail and the first title, and between text lines. */
const GAP = 4;
/** Height in px of a line of text in a `fontSize` px font, as ECharts measures it. */
const line = (fontSize: number) => 1.15 * fontSize;

/** Superset's offsets, in % of the radius (of the font size for steps). */
const SUPERSET = { titleFromCenter: 20, titleOffsetFromTitle: 2, detailOffsetFromTitle: 0.9 };
/** The value's font size relative to the title's. */
const DETAIL_FONT_SCALE = 1.2;

/** Offsets in % of the radius: first title under the centre, value under its title, next title. */
export interface TitleOffsets {
  first: number;
  detail: number;
  step: number;
}

/** Superset's title offsets, each widened to the px the text needs at this radius. */
export function titleOffsets(radius: number, fontSize: number): TitleOffsets {
  const percent = (px: number) => (px / Math.max(radius, 1)) * 100;
  const [title, detail] = [line(fontSize), line(DETAIL_FONT_SCALE * fontSize)];
  return {
    first: Math.max(SUPERSET.titleFromCenter, percent(2 * POINTER_WIDTH + GAP + title / 2)),
    detail: Math.max(
      SUPERSET.detailOffsetFromTitle * fontSize,
      percent(title / 2 + detail / 2 + GAP / 2),
    ),
    step: Math.max(SUPERSET.titleOffsetFromTitle * fontSize, percent(title + detail + GAP)),
  };
}

/**
 * How many items' titles and values fall inside the box: they stack downwards from the centre
 * (55 % of the height), so later ones would be drawn below the box.
 */
export function visibleTitleCount(
  height: number,
  radius: number,
  offsets: TitleOffsets,
  fontSize: number,
): number {
  const px = (percent: number) => (percent / 100) * Math.max(radius, 1);
  const room = 0.45 * height - line(DETAIL_FONT_SCALE * fontSize) / 2;
  const last = room - px(offsets.first + offsets.detail);
  return last < 0 ? 0 : Math.floor(last / Math.max(px(offsets.step), 1)) + 1;
}

/**
 * Rows of the gauge query -> one `gauge` series with one pointer / progress bar per group. Titles
 * and values that would fall below the box are not laid out at all, and above MANY_ITEMS groups
 * nothing is animated (every pointer and progress bar is still drawn, with its tooltip).
 */
export function transformGaugeChartProps(
  chartProps: ChartProps<GaugeChartFormData>,
): GaugeChartProps {
  const { formData: fd, queriesData, width, height, hooks, theme } = chartProps;
  const result = queriesData[0];
  const metric = fd.metric ? getMetricLabel(fd.metric) : '';
  const groupby = fd.groupby.map(getColumnLabel);
  const format = cellFormatter(result, 'smart_date');
  const items = categoryItems(result, groupby, metric, format);
  const [min, max] = gaugeBounds(
    items.map((i) => i.value),
    fd.min_val,
    fd.max_val,
  );
  const fontSize = fd.font_size;
  const axisLineWidth = fd.overlap ? fontSize : Math.max(items.length, 1) * fontSize;
  const formatValue = getValueFormatter(fd.number_format, fd.currency_format);
  const formatDetail = (value: number) => fd.value_formatter.replace('{value}', formatValue(value));
  const colorOf = createColorScale(fd.color_scheme, {
    labelColors: fd.label_colors,
    palette: theme?.colors,
  });
  const selected = selectedNames(chartProps.filterState);
  const intervals = intervalColors(fd, min, max, theme?.colors);

  const ticks = Array.from({ length: fd.split_number + 1 }, (_, i) =>
    formatValue(min + ((max - min) * i) / (fd.split_number || 1)),
  );
  const geometry = gaugeGeometry(
    width,
    height,
    fontSize,
    axisLineWidth,
    Math.max(1, ...ticks.map((t) => t.length)),
    { split: fd.show_split_line, tick: fd.show_axis_tick },
  );
  const textColor = theme?.textColor ?? TEXT_COLOR;
  const isMany = items.length > MANY_ITEMS;
  // Animating thousands of pointers redraws all of them on every frame for a second.
  const isAnimated = fd.animation && !isMany;
  const offsets = titleOffsets(geometry.radius, fontSize);
  // Titles that would fall below the box are not laid out (ECharts would draw them past it).
  const titled = visibleTitleCount(height, geometry.radius, offsets, fontSize);
  const series: GaugeSeriesOption = {
    type: 'gauge',
    startAngle: fd.start_angle,
    endAngle: fd.end_angle,
    min,
    max,
    radius: geometry.radius,
    center: geometry.center,
    splitNumber: fd.split_number,
    animation: isAnimated,
    progress: {
      show: fd.show_progress,
      overlap: fd.overlap,
      roundCap: fd.round_cap,
      width: fontSize,
    },
    axisLine: {
      roundCap: fd.round_cap,
      lineStyle: {
        width: axisLineWidth,
        color: intervals.length ? [...intervals, [1, AXIS_LINE_COLOR]] : [[1, AXIS_LINE_COLOR]],
      },
    },
    axisTick: {
      show: fd.show_axis_tick,
      distance: -geometry.axisTickDistance,
      length: geometry.axisTickLength,
      lineStyle: { width: 2, color: intervals.length ? 'auto' : undefined },
    },
    splitLine: {
      show: fd.show_split_line,
      distance: -geometry.splitLineDistance,
      length: geometry.splitLineLength,
      lineStyle: {
        width: FONT_SIZE.splitLineWidth * fontSize,
        ...(intervals.length ? { color: 'auto' } : {}),
      },
    },
    // Outside the ring, in the text colour (Superset's), rather than pale inside it.
    axisLabel: {
      distance: -geometry.axisLabelDistance,
      fontSize,
      color: intervals.length ? 'auto' : textColor,
      formatter: (value: number) => formatValue(value),
    },
    // Below the titles and values, so the needle never hides them.
    pointer: { show: fd.show_pointer, showAbove: false, width: POINTER_WIDTH },
    title: { show: true, color: textColor },
    detail: { valueAnimation: isAnimated, formatter: formatDetail, color: 'auto' },
    data: items.map((item, index) => ({
      name: item.name,
      value: item.value,
      itemStyle: {
        color: colorOf(item.name),
        opacity: selected.length > 0 && !selected.includes(item.name) ? 0.3 : 1,
      },
      title: {
        offsetCenter: ['0%', `${offsets.first + index * offsets.step}%`],
        fontSize,
        ...(index >= titled ? { show: false } : {}),
      },
      detail: {
        ...(index >= titled ? { show: false } : {}),
        offsetCenter: ['0%', `${offsets.first + index * offsets.step + offsets.detail}%`],
        fontSize: DETAIL_FONT_SCALE * fontSize,
      },
    })),
  };
  const option: EChartsOption = {
    tooltip: {
      trigger: 'item',
      appendToBody: true,
      formatter: (params: unknown) => {
        const { name = '', value } = params as { name?: string; value?: number };
        return tooltipHtml(groupby.length ? name : undefined, [
          { label: metric, value: formatValue(Number(value)) },
        ]);
      },
    },
    series: [series],
  };
  const labelMap = Object.fromEntries(items.map((i) => [i.name, i.dimensions]));
  const interactions = buildCategoricalInteractions({
    hooks,
    emitCrossFilters: chartProps.emitCrossFilters ?? false,
    groupby,
    labelMap,
    selectedValues: selected,
    formatValue: format,
  });
  return { width, height, option, ...interactions };
}
