import type { ChordSeriesOption, EChartsOption } from 'echarts';
import { getNumberFormatter } from '@sightline/core';
import type { ChartProps } from '../../contract.ts';
import { createColorScale } from '../../echarts/colors.ts';
import { tooltipHtml } from '../../echarts/tooltip.ts';
import { getColumnLabel, getMetricLabel } from '../../query/labels.ts';
import type { ChordFormData } from './form-data.ts';
import { chordMatrix } from './legacy-data.ts';

export { chordMatrix, type ChordMatrix } from './legacy-data.ts';

/** Props of ChordChart. */
export interface ChordChartProps {
  width: number;
  height: number;
  option: EChartsOption;
}

/** Node label font size (ECharts' default), its gap to the ring, and the ring radii as shares of min(width, height) / 2. */
const LABEL_FONT_SIZE = 12;
const LABEL_HEIGHT = 16;
const LABEL_DISTANCE = 5;
const RADIUS: [number, number] = [0.7, 0.8];
/** Gap between arcs in degrees. */
const PAD_ANGLE = 2;

/** Estimated width in px of a label (no font metrics outside a browser; errs wide). */
function labelWidth(text: string): number {
  return text.length * LABEL_FONT_SIZE * 0.62;
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * Which node labels to draw: Superset drops the labels that do not fit. Each arc's angle is the
 * one ECharts' chord layout gives it (its in- plus out-flow, counterclockwise from 12 o'clock, 2°
 * apart); its label sits past the outer radius at the arc's middle, turned away from the centre.
 * Taking the nodes largest first, a label is kept when it stays inside the chart and clear of the
 * labels already kept.
 */
export function visibleChordLabels(
  nodes: readonly string[],
  links: readonly { source: string; target: string; value: number }[],
  width: number,
  height: number,
): boolean[] {
  const totals = nodes.map((name) =>
    links.reduce(
      (sum, l) =>
        sum +
        (l.source === name ? Math.abs(l.value) : 0) +
        (l.target === name ? Math.abs(l.value) : 0),
      0,
    ),
  );
  const sum = totals.reduce((a, b) => a + b, 0);
  const drawn = totals.filter((t) => t > 0).length;
  if (!sum || !drawn) return nodes.map(() => false);
  const pad = Math.min((PAD_ANGLE * Math.PI) / 180, (2 * Math.PI) / drawn);
  const unit = (2 * Math.PI - pad * drawn) / sum;
  const r = (Math.min(width, height) / 2) * RADIUS[1] + LABEL_DISTANCE;
  const [cx, cy] = [width / 2, height / 2];
  // Screen angles: 12 o'clock is -90°, counterclockwise is decreasing.
  let angle = -Math.PI / 2;
  const boxes = nodes.map((name, i): Box | undefined => {
    if (totals[i] <= 0) {
      angle -= pad;
      return undefined;
    }
    const span = unit * totals[i];
    const mid = angle - span / 2;
    angle -= span + pad;
    const [dx, dy] = [Math.cos(mid), Math.sin(mid)];
    const [x, y] = [cx + r * dx, cy + r * dy];
    const w = labelWidth(name);
    const x0 = dx > 0 ? x : x - w;
    const y0 = dy > 0 ? y : y - LABEL_HEIGHT;
    return { x0, y0, x1: x0 + w, y1: y0 + LABEL_HEIGHT };
  });
  const kept: Box[] = [];
  const show = nodes.map(() => false);
  const order = nodes.map((_, i) => i).sort((a, b) => totals[b] - totals[a]);
  for (const i of order) {
    const box = boxes[i];
    if (!box || box.x0 < 0 || box.y0 < 0 || box.x1 > width || box.y1 > height) continue;
    if (kept.some((k) => box.x0 < k.x1 && k.x0 < box.x1 && box.y0 < k.y1 && k.y0 < box.y1))
      continue;
    kept.push(box);
    show[i] = true;
  }
  return show;
}

/** Rows of the chord query -> an ECharts `chord` series: one node per member, one ribbon per non-zero flow. */
export function transformChordProps(chartProps: ChartProps<ChordFormData>): ChordChartProps {
  const { formData: fd, queriesData, width, height, theme } = chartProps;
  const source = fd.groupby[0] !== undefined ? getColumnLabel(fd.groupby[0]) : '';
  const target = fd.columns[0] !== undefined ? getColumnLabel(fd.columns[0]) : '';
  const metric = fd.metric ? getMetricLabel(fd.metric) : '';
  const { nodes, matrix } = chordMatrix(queriesData[0]?.data ?? [], source, target, metric);
  const colorOf = createColorScale(fd.color_scheme, {
    labelColors: fd.label_colors,
    palette: theme?.colors,
  });
  const formatValue = getNumberFormatter(fd.y_axis_format);
  const links = nodes.flatMap((to, i) =>
    nodes
      .map((from, j) => ({ source: from, target: to, value: matrix[i][j] }))
      .filter((link) => link.value !== 0),
  );
  const showLabel = visibleChordLabels(nodes, links, width, height);
  const flow = (from: string, to: string) => matrix[nodes.indexOf(to)]?.[nodes.indexOf(from)] ?? 0;
  const series: ChordSeriesOption = {
    type: 'chord',
    clockwise: false,
    padAngle: PAD_ANGLE,
    radius: RADIUS.map((share) => `${share * 100}%`),
    label: {
      show: true,
      position: 'outside',
      distance: LABEL_DISTANCE,
      fontSize: LABEL_FONT_SIZE,
      color: theme?.textColor,
    },
    lineStyle: { color: 'source', opacity: 0.6 },
    emphasis: { focus: 'adjacency' },
    data: nodes.map((name, i) => ({
      name,
      itemStyle: { color: colorOf(name) },
      ...(showLabel[i] ? {} : { label: { show: false } }),
    })),
    links,
  };
  const option: EChartsOption = {
    tooltip: {
      trigger: 'item',
      appendToBody: true,
      formatter: (params: unknown) => {
        const {
          dataType,
          data,
          name = '',
        } = params as {
          dataType?: string;
          name?: string;
          data?: { source: string; target: string };
        };
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
        const i = nodes.indexOf(name);
        const outflow = nodes.reduce((sum, _, to) => sum + (matrix[to]?.[i] ?? 0), 0);
        const inflow = (matrix[i] ?? []).reduce((sum, v) => sum + v, 0);
        return tooltipHtml(name, [
          { label: 'out', value: formatValue(outflow) },
          { label: 'in', value: formatValue(inflow) },
        ]);
      },
    },
    series: [series],
  };
  return { width, height, option };
}
