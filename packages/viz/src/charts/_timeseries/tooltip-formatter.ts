import type { TooltipComponentOption } from 'echarts';
import {
  GenericDataType,
  getNumberFormatter,
  getTimeFormatter,
  TIME_FORMATS,
} from '@sightline/core';
import { tooltipHtml, type TooltipRow } from '../../echarts/tooltip.ts';

/** Options of buildTooltip. */
export interface TooltipInput {
  /** Axis-wide tooltip listing every series (`rich_tooltip`), else one item. */
  isRich: boolean;
  formatX: (value: unknown) => string;
  formatY: (value: number) => string;
  sortByMetric: boolean;
  showTotal: boolean;
  showPercentage: boolean;
  isHorizontal: boolean;
}

interface TooltipParam {
  seriesName?: string;
  value?: unknown;
  color?: unknown;
}

/** Tooltip title formatter: adaptive dates become the detailed adaptive format ("2024-03-05 13:00"). */
export function getTooltipXFormatter(
  dataType: GenericDataType | undefined,
  tooltipTimeFormat: string,
): (value: unknown) => string {
  if (dataType !== GenericDataType.TEMPORAL) return (value) => String(value);
  const format = getTimeFormatter(
    tooltipTimeFormat === TIME_FORMATS.SMART_DATE
      ? TIME_FORMATS.SMART_DATE_DETAILED
      : tooltipTimeFormat,
  );
  return (value) => format(Number(value));
}

/** The ECharts tooltip of the family: axis or item trigger, rows sorted on demand, optional total and percentages. */
export function buildTooltip(input: TooltipInput): TooltipComponentOption {
  const percent = getNumberFormatter(',.2%');
  return {
    trigger: input.isRich ? 'axis' : 'item',
    appendToBody: true,
    formatter: (params: unknown) => {
      const list = (Array.isArray(params) ? params : [params]) as TooltipParam[];
      const points = list
        .map((p) => {
          const pair = Array.isArray(p.value) ? p.value : [undefined, p.value];
          const [x, y] = input.isHorizontal ? [pair[1], pair[0]] : [pair[0], pair[1]];
          return {
            name: p.seriesName ?? '',
            x,
            y: typeof y === 'number' ? y : null,
            color: typeof p.color === 'string' ? p.color : undefined,
          };
        })
        .filter((p) => p.y !== null);
      if (points.length === 0) return '';
      if (input.sortByMetric) points.sort((a, b) => (b.y as number) - (a.y as number));
      const total = points.reduce((sum, p) => sum + (p.y as number), 0);
      const rows: TooltipRow[] = points.map((p) => ({
        label: p.name,
        value:
          input.showPercentage && input.isRich && total
            ? `${input.formatY(p.y as number)} (${percent((p.y as number) / total)})`
            : input.formatY(p.y as number),
        color: p.color,
      }));
      if (input.isRich && input.showTotal && points.length > 1)
        rows.push({ label: 'Total', value: input.formatY(total), isBold: true });
      return tooltipHtml(input.formatX(points[0].x), rows);
    },
  };
}
