import type { ChordSeriesOption, EChartsOption } from 'echarts';
import { getNumberFormatter } from '@sightline/core';
import type { ChartProps } from '../../contract.ts';
import { arcLabelGraphics, placeArcLabel, type Arc, type Ring } from '../../echarts/arc-labels.ts';
import { createColorScale } from '../../echarts/colors.ts';
import { MANY_ITEMS } from '../../echarts/large-data.ts';
import { largeChord } from '../../echarts/large-chord.ts';
import { tooltipHtml } from '../../echarts/tooltip.ts';
import { getColumnLabel, getMetricLabel } from '../../query/labels.ts';
import { estimateTextWidth } from '../_categorical/label-room.ts';
import type { ChordFormData } from './form-data.ts';
import { chordFlows } from './legacy-data.ts';

export { chordMatrix, type ChordMatrix } from './legacy-data.ts';

/** Props of ChordChart. */
export interface ChordChartProps {
  width: number;
  height: number;
  option: EChartsOption;
}

/** Label font size; Superset's ring: 10 px inside the box, 24 px wide. */
const LABEL_FONT_SIZE = 12;
const RING_MARGIN = 10;
const RING_WIDTH = 24;
/** Gap between arcs in degrees. */
const PAD_ANGLE = 2;
/** Superset's label colour (its theme's text colour). */
const LABEL_COLOR = '#333';
/** Superset's arcs are 60% opaque, so the dark labels on them read. */
const ARC_OPACITY = 0.6;
const RIBBON_OPACITY = 0.6;

/** The ring of a `width` x `height` chart: Superset's radii, min(width, height) / 2 - 10 and 24 px less. */
export function chordRing(width: number, height: number): Ring {
  const r = Math.max(Math.min(width, height) / 2 - RING_MARGIN, RING_WIDTH + 1);
  return { cx: width / 2, cy: height / 2, r0: r - RING_WIDTH, r };
}

/**
 * Each node's arc as ECharts' chord layout draws it (undefined for a node without flows): its span
 * is its in- plus out-flow, clockwise from 12 o'clock as d3's chord layout in Superset, PAD_ANGLE
 * apart (a node without flows still takes its pad, as in ECharts).
 */
export function chordArcs(
  nodes: readonly string[],
  links: readonly { source: string; target: string; value: number }[],
): (Arc | undefined)[] {
  // One pass over the links (a pass per node was nodes x links: seconds at 10,000 rows).
  const indexOf = new Map(nodes.map((name, i) => [name, i]));
  const totals = nodes.map(() => 0);
  for (const l of links) {
    const from = indexOf.get(l.source);
    const to = indexOf.get(l.target);
    if (from !== undefined) totals[from]! += Math.abs(l.value);
    if (to !== undefined) totals[to]! += Math.abs(l.value);
  }
  const sum = totals.reduce((a, b) => a + b, 0);
  const drawn = totals.filter((t) => t > 0).length;
  if (!sum || !drawn) return nodes.map(() => undefined);
  const pad = Math.min((PAD_ANGLE * Math.PI) / 180, (2 * Math.PI) / drawn);
  const unit = (2 * Math.PI - pad * drawn) / sum;
  let angle = -Math.PI / 2;
  return totals.map((total) => {
    const start = angle;
    angle += unit * total + pad;
    return total > 0 ? { start, end: start + unit * total } : undefined;
  });
}

/**
 * Which node labels Superset's chord keeps: a name runs along its arc and is dropped when it is
 * longer than the arc (see echarts/arc-labels.ts).
 */
export function visibleChordLabels(
  nodes: readonly string[],
  links: readonly { source: string; target: string; value: number }[],
  width: number,
  height: number,
): boolean[] {
  const ring = chordRing(width, height);
  return chordArcs(nodes, links).map(
    (arc, i) =>
      arc !== undefined &&
      placeArcLabel(ring, arc, estimateTextWidth(nodes[i], LABEL_FONT_SIZE), {
        fontSize: LABEL_FONT_SIZE,
      }) !== undefined,
  );
}

/**
 * Rows of the chord query -> an ECharts `chord` series: one node per member, one ribbon per
 * non-zero flow. Above MANY_ITEMS members or flows, the same picture is drawn by largeChord
 * (arcs and thin ribbons as a few large `lines` paths, wide ribbons as polygons, gaps between
 * arcs shrunk to fit): every member and flow is drawn and has its tooltip; hovering no longer
 * fades the unrelated ribbons.
 */
export function transformChordProps(chartProps: ChartProps<ChordFormData>): ChordChartProps {
  const { formData: fd, queriesData, width, height, theme } = chartProps;
  const source = fd.groupby[0] !== undefined ? getColumnLabel(fd.groupby[0]) : '';
  const target = fd.columns[0] !== undefined ? getColumnLabel(fd.columns[0]) : '';
  const metric = fd.metric ? getMetricLabel(fd.metric) : '';
  const { nodes, flows } = chordFlows(queriesData[0]?.data ?? [], source, target, metric);
  const colorOf = createColorScale(fd.color_scheme, {
    labelColors: fd.label_colors,
    palette: theme?.colors,
  });
  const formatValue = getNumberFormatter(fd.y_axis_format);
  const links = flows.map((f) => ({
    source: nodes[f.from]!,
    target: nodes[f.to]!,
    value: f.value,
  }));
  const ring = chordRing(width, height);
  const colors = nodes.map((name) => colorOf(name));
  const isLarge = nodes.length > MANY_ITEMS || flows.length > MANY_ITEMS;
  const large = isLarge
    ? largeChord({
        nodes,
        flows,
        colors,
        ring,
        padAngle: PAD_ANGLE,
        arcOpacity: ARC_OPACITY,
        ribbonOpacity: RIBBON_OPACITY,
        width,
        height,
      })
    : undefined;
  const arcs = large ? large.arcs : chordArcs(nodes, links);
  const indexOf = new Map(nodes.map((name, i) => [name, i]));
  // Looked up by the tooltip only: built on its first use.
  let flowOf: Map<string, number> | undefined;
  const flow = (from: string, to: string) => {
    flowOf ??= new Map(flows.map((f) => [`${f.from}:${f.to}`, f.value]));
    return flowOf.get(`${indexOf.get(from)}:${indexOf.get(to)}`) ?? 0;
  };
  const outflows = nodes.map(() => 0);
  const inflows = nodes.map(() => 0);
  for (const f of flows) {
    outflows[f.from]! += f.value;
    inflows[f.to]! += f.value;
  }
  const series: ChordSeriesOption = {
    type: 'chord',
    clockwise: true,
    padAngle: PAD_ANGLE,
    radius: [ring.r0, ring.r],
    // The names are graphic texts along the arcs: ECharts' chord labels are never turned.
    label: { show: false },
    itemStyle: { opacity: ARC_OPACITY },
    lineStyle: { color: 'source', opacity: RIBBON_OPACITY },
    emphasis: { focus: 'adjacency' },
    data: nodes.map((name, i) => ({
      name,
      itemStyle: { color: colors[i] },
    })),
    links,
  };
  const option: EChartsOption = {
    tooltip: {
      trigger: 'item',
      appendToBody: true,
      formatter: (params: unknown) => {
        const p = params as {
          dataType?: string;
          name?: string;
          data?: { source: string; target: string };
          seriesIndex?: number;
          dataIndex?: number;
        };
        const item = large?.itemAt(p.seriesIndex ?? -1, p.dataIndex ?? -1);
        if (large && !item) return '';
        const dataType = item?.dataType ?? p.dataType;
        const data = item?.dataType === 'edge' ? links[item.index] : item ? undefined : p.data;
        const name = (item?.dataType === 'node' ? nodes[item.index] : p.name) ?? '';
        if (dataType === 'edge' && data) {
          const back = flow(data.target, data.source);
          return tooltipHtml(undefined, [
            {
              label: `${data.source} → ${data.target}`,
              value: formatValue(flow(data.source, data.target)),
            },
            ...(back
              ? [{ label: `${data.target} → ${data.source}`, value: formatValue(back) }]
              : []),
          ]);
        }
        const i = indexOf.get(name) ?? -1;
        const outflow = outflows[i] ?? 0;
        const inflow = inflows[i] ?? 0;
        return tooltipHtml(name, [
          { label: 'out', value: formatValue(outflow) },
          { label: 'in', value: formatValue(inflow) },
        ]);
      },
    },
    ...(large
      ? { grid: large.grid, xAxis: large.xAxis, yAxis: large.yAxis, series: large.series }
      : { series: [series] }),
    graphic: arcLabelGraphics(
      ring,
      nodes.map((text, i) => ({ text, arc: arcs[i] })),
      {
        fontSize: LABEL_FONT_SIZE,
        color: theme?.textColor ?? LABEL_COLOR,
        measure: estimateTextWidth,
      },
    ),
  };
  return { width, height, option };
}
