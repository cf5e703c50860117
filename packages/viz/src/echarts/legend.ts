import type { LegendComponentOption } from 'echarts';

/** Legend placement saved in `legendOrientation`. */
export type LegendOrientation = 'top' | 'bottom' | 'left' | 'right';

/** Legend padding when `legendMargin` is not set: 20 px above/below, 170 px beside (docs/chart-types.md §3.7). */
const DEFAULT_LEGEND_MARGIN: Readonly<Record<LegendOrientation, number>> = {
  top: 20,
  bottom: 20,
  left: 170,
  right: 170,
};

/** Base grid offsets of ECharts charts, in px. */
export const GRID_OFFSET = { top: 20, right: 20, bottom: 20, left: 20, bottomZoomable: 80 };

/** Options of getLegendOption. */
export interface LegendOptions {
  show: boolean;
  type: 'scroll' | 'plain';
  orientation: LegendOrientation;
  /** The series names, in legend order. */
  data?: string[];
  /** Remembered legend selection `{name: isShown}`. */
  selected?: Record<string, boolean>;
  /** Leave room for the zoom toolbox in the top-right corner. */
  isZoomable?: boolean;
  textColor?: string;
}

/** The ECharts legend for the saved legend options, with select-all / inverse buttons. */
export function getLegendOption(options: LegendOptions): LegendComponentOption {
  const { orientation } = options;
  const legend: LegendComponentOption = {
    show: options.show,
    type: options.type,
    orient: orientation === 'top' || orientation === 'bottom' ? 'horizontal' : 'vertical',
    selector: ['all', 'inverse'],
    ...(options.data ? { data: options.data } : {}),
    ...(options.selected ? { selected: options.selected } : {}),
    ...(options.textColor ? { textStyle: { color: options.textColor } } : {}),
  };
  // ECharts 6 puts a legend at the bottom by default; Superset's (ECharts 5) side legends start at the top.
  if (orientation === 'left') Object.assign(legend, { left: 0, top: 0 });
  else if (orientation === 'right')
    Object.assign(legend, { right: 0, top: options.isZoomable ? 30 : 0 });
  else if (orientation === 'bottom') legend.bottom = 0;
  else Object.assign(legend, { top: 0, right: options.isZoomable ? 55 : 0 });
  return legend;
}

/** Space the legend takes on its side of the grid: 0 when hidden, `legendMargin` when set, else the default. */
export function legendMargin(
  show: boolean,
  orientation: LegendOrientation,
  margin?: number | null,
): Record<LegendOrientation, number> {
  const size = !show ? 0 : (margin ?? DEFAULT_LEGEND_MARGIN[orientation]);
  return { top: 0, bottom: 0, left: 0, right: 0, [orientation]: size };
}
