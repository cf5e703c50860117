import type { ChartProps, DataRecordValue } from '../../contract.ts';
import { getColumnLabel, getMetricLabel } from '../../query/labels.ts';
import { DTTM_ALIAS } from '../../query/x-axis.ts';
import type { HorizonFormData } from './form-data.ts';

/** The 8 band colours: 4 negative (dark to light), then 4 positive (light to dark). */
export const HORIZON_COLORS = [
  '#313695',
  '#4575b4',
  '#74add1',
  '#abd9e9',
  '#fee090',
  '#fdae61',
  '#f46d43',
  '#d73027',
] as const;
/** Bands per sign. */
export const HORIZON_BANDS = HORIZON_COLORS.length >> 1;

/** One series as the legacy payload had it: `{key, values: [{x, y}]}`. */
export interface HorizonSeries {
  key: string[];
  values: { x: number; y: number | null }[];
}

/** One drawn row: its label and, per point, the value scaled to bands (|value| / extent × 4, signed; null when missing). */
export interface HorizonRow {
  label: string;
  scaled: (number | null)[];
}

/** Props of HorizonChart. */
export interface HorizonChartProps {
  width: number;
  height: number;
  seriesHeight: number;
  rows: HorizonRow[];
  colors: readonly string[];
}

/** Share of band `band` (0 = nearest the baseline) filled by a point scaled to `scaled` bands, 0…1. */
export function bandFill(scaled: number, band: number): number {
  return Math.min(1, Math.max(0, Math.abs(scaled) - band));
}

function seriesKey(
  row: Record<string, DataRecordValue>,
  groupby: string[],
  metric: string,
  hasManyMetrics: boolean,
): string[] {
  const values = groupby.map((column) => String(row[column]));
  if (values.length === 0) return [metric];
  return hasManyMetrics ? [metric, ...values] : values;
}

/**
 * Long rows (`__timestamp`, groupby columns, metrics) -> one series per metric and group, sorted by
 * key, each sorted by time; with `contribution` every value is divided by the total of its timestamp.
 */
export function toHorizonSeries(
  fd: HorizonFormData,
  rows: Record<string, DataRecordValue>[],
): HorizonSeries[] {
  const groupby = fd.groupby.map(getColumnLabel);
  const metrics = fd.metrics.map(getMetricLabel);
  const totals = new Map<number, number>();
  if (fd.contribution) {
    for (const row of rows) {
      const x = Number(row[DTTM_ALIAS]);
      totals.set(
        x,
        (totals.get(x) ?? 0) + metrics.reduce((sum, m) => sum + (Number(row[m]) || 0), 0),
      );
    }
  }
  const byKey = new Map<string, HorizonSeries>();
  for (const row of rows) {
    const x = Number(row[DTTM_ALIAS]);
    for (const metric of metrics) {
      const key = seriesKey(row, groupby, metric, metrics.length > 1);
      const id = JSON.stringify(key);
      if (!byKey.has(id)) byKey.set(id, { key, values: [] });
      const raw = row[metric];
      const value =
        raw === null || raw === undefined || Number.isNaN(Number(raw)) ? null : Number(raw);
      const total = totals.get(x);
      byKey.get(id)?.values.push({
        x,
        y: value !== null && fd.contribution ? (total ? value / total : 0) : value,
      });
    }
  }
  const series = [...byKey.values()];
  for (const s of series) s.values.sort((a, b) => a.x - b.x);
  return series.sort((a, b) => a.key.join(', ').localeCompare(b.key.join(', ')));
}

function extentMax(values: (number | null)[]): number {
  const present = values.filter((v): v is number => v !== null);
  if (present.length === 0) return 0;
  return Math.max(-Math.min(...present), Math.max(...present));
}

/**
 * Series -> rows of band-scaled values: the domain is 0…max(|min|, max) per series (`series`),
 * over all series (`overall`), or per series after subtracting its first value (`change`).
 */
export function transformHorizonProps(chartProps: ChartProps<HorizonFormData>): HorizonChartProps {
  const { formData: fd, queriesData, width, height } = chartProps;
  const series = toHorizonSeries(fd, queriesData[0]?.data ?? []);
  const valuesOf = (s: HorizonSeries) => {
    const first = s.values.find((v) => v.y !== null)?.y ?? 0;
    return s.values.map((v) =>
      v.y === null ? null : fd.horizon_color_scale === 'change' ? v.y - first : v.y,
    );
  };
  const overall = extentMax(series.flatMap((s) => s.values.map((v) => v.y)));
  const rows = series.map((s) => {
    const values = valuesOf(s);
    const max = fd.horizon_color_scale === 'overall' ? overall : extentMax(values);
    return {
      label: s.key.join(', '),
      scaled: values.map((v) => (v === null ? null : max === 0 ? 0 : (v / max) * HORIZON_BANDS)),
    };
  });
  return { width, height, seriesHeight: fd.series_height, rows, colors: HORIZON_COLORS };
}
