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
  const flow = (from: string, to: string) => matrix[nodes.indexOf(to)]?.[nodes.indexOf(from)] ?? 0;
  const series: ChordSeriesOption = {
    type: 'chord',
    clockwise: false,
    padAngle: 2,
    radius: ['70%', '80%'],
    label: { show: true, position: 'outside', color: theme?.textColor },
    lineStyle: { color: 'source', opacity: 0.6 },
    emphasis: { focus: 'adjacency' },
    data: nodes.map((name) => ({ name, itemStyle: { color: colorOf(name) } })),
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
