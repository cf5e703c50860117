// Annotation layers of the time-series family (docs/query-object.md §7, docs/chart-types.md §3.6 and §4.A):
// saved `annotation_layers` + the result's `annotation_data` -> extra ECharts series. FORMULA is
// evaluated here; EVENT / INTERVAL become markLine / markArea on an empty line series; TIME_SERIES
// draws another chart's rows as extra lines.
import type { LineSeriesOption } from 'echarts';
import type { DataRecord, DataRecordValue } from '../../contract.ts';
import { compileFormula } from './math-expression.ts';
import { toNumber } from './series.ts';

/** One saved annotation layer (the fields the charts read; the editor may store more). */
export interface AnnotationLayer {
  name: string;
  annotationType: 'EVENT' | 'INTERVAL' | 'TIME_SERIES' | 'FORMULA';
  sourceType?: string;
  value?: unknown;
  show?: boolean;
  showLabel?: boolean;
  showMarkers?: boolean;
  hideLine?: boolean;
  style?: string;
  width?: number;
  color?: string | null;
  opacity?: string;
  timeColumn?: string;
  intervalEndColumn?: string;
  titleColumn?: string;
  descriptionColumns?: string[];
}

/** One EVENT / INTERVAL annotation after the source's columns are mapped. */
export interface MappedAnnotation {
  time: DataRecordValue;
  intervalEnd: DataRecordValue;
  title: string;
  descriptions: string[];
}

/** What annotation series need from the host chart. */
export interface AnnotationInput {
  layers: readonly unknown[];
  /** `annotation_data` of the result that carried the layers, keyed by layer name. */
  annotationData: unknown;
  /** The x value of every row, in axis order (FORMULA is evaluated at each). */
  xValues: readonly DataRecordValue[];
  colorOf: (name: string) => string;
  isHorizontal?: boolean;
  markerSize?: number;
}

const OPACITY: Record<string, number> = { opacityLow: 0.2, opacityMedium: 0.5, opacityHigh: 0.8 };
const TYPES = ['EVENT', 'INTERVAL', 'TIME_SERIES', 'FORMULA'];

/** `opacity` of a layer as a number: "" (or unknown) = 1, low / medium / high = 0.2 / 0.5 / 0.8. */
export function annotationOpacity(opacity: string | undefined): number {
  return OPACITY[opacity ?? ''] ?? 1;
}

/** ECharts line type of a layer `style`; longDashed has no ECharts name, so it is a dash array. */
export function annotationLineType(
  style: string | undefined,
): 'solid' | 'dashed' | 'dotted' | number[] {
  if (style === 'dashed' || style === 'dotted') return style;
  if (style === 'longDashed') return [16, 8];
  return 'solid';
}

/** The valid, shown layers of saved form data (`show: false` hides a layer). */
export function visibleAnnotationLayers(layers: readonly unknown[]): AnnotationLayer[] {
  return layers.filter((l): l is AnnotationLayer => {
    if (typeof l !== 'object' || l === null) return false;
    const layer = l as Partial<AnnotationLayer>;
    return (
      typeof layer.name === 'string' &&
      TYPES.includes(layer.annotationType ?? '') &&
      layer.show !== false
    );
  });
}

function asRecords(entry: unknown): DataRecord[] {
  if (Array.isArray(entry)) return entry as DataRecord[];
  const records = (entry as { records?: unknown } | null | undefined)?.records;
  return Array.isArray(records) ? (records as DataRecord[]) : [];
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** EVENT / INTERVAL rows of a layer: NATIVE columns are fixed, table sources use the layer's column mapping. */
export function mapAnnotationRecords(layer: AnnotationLayer, entry: unknown): MappedAnnotation[] {
  const isNative = layer.sourceType === 'NATIVE';
  const timeKey = isNative ? 'start_dttm' : layer.timeColumn;
  const endKey = isNative ? 'end_dttm' : layer.intervalEndColumn;
  const titleKey = isNative ? 'short_descr' : layer.titleColumn;
  const descriptionKeys = isNative ? ['long_descr'] : (layer.descriptionColumns ?? []);
  if (!timeKey) return [];
  return asRecords(entry)
    .filter((r) => r[timeKey] !== null && r[timeKey] !== undefined)
    .map((r) => ({
      time: r[timeKey] ?? null,
      intervalEnd: endKey ? (r[endKey] ?? null) : null,
      title: titleKey ? text(r[titleKey]) : '',
      descriptions: descriptionKeys.map((k) => text(r[k])).filter(Boolean),
    }));
}

function layerColor(layer: AnnotationLayer, input: AnnotationInput): string {
  return layer.color || input.colorOf(layer.name);
}

function formulaX(x: DataRecordValue): number {
  if (x === null) return 0;
  const n = toNumber(x);
  if (n !== null) return n;
  return typeof x === 'string' ? Date.parse(x) : Number.NaN;
}

function formulaSeries(layer: AnnotationLayer, input: AnnotationInput): LineSeriesOption[] {
  let formula;
  try {
    formula = compileFormula(text(layer.value));
  } catch {
    return []; // the editor validates; a broken saved formula draws nothing rather than breaking the chart
  }
  const data = input.xValues.flatMap((x) => {
    const y = formula.evaluate(formulaX(x));
    if (!Number.isFinite(y)) return [];
    return [input.isHorizontal ? [y, x] : [x, y]];
  });
  return [
    {
      id: layer.name,
      name: layer.name,
      type: 'line',
      smooth: true,
      data: data as LineSeriesOption['data'],
      symbolSize: 0,
      itemStyle: { color: layerColor(layer, input) },
      lineStyle: {
        width: layer.width ?? 1,
        type: annotationLineType(layer.style),
        opacity: annotationOpacity(layer.opacity),
      },
    },
  ];
}

function markLabel<P extends string>(show: boolean | undefined, position: P) {
  // Hidden labels still appear on hover, as upstream does.
  return {
    show: Boolean(show),
    position,
    fontWeight: 'bold' as const,
    emphasis: { show: true, position },
  };
}

function eventSeries(
  layer: AnnotationLayer,
  entry: unknown,
  input: AnnotationInput,
): LineSeriesOption[] {
  const axis = input.isHorizontal ? 'yAxis' : 'xAxis';
  const data = mapAnnotationRecords(layer, entry).map((a) => ({ name: a.title, [axis]: a.time }));
  return [
    {
      id: `Event - ${layer.name}`,
      type: 'line',
      animation: false,
      data: [],
      markLine: {
        silent: false,
        symbol: 'none',
        lineStyle: {
          width: layer.width ?? 1,
          type: annotationLineType(layer.style),
          color: layerColor(layer, input),
          opacity: annotationOpacity(layer.opacity),
        },
        label: { ...markLabel(layer.showLabel, 'insideEndTop' as const), formatter: '{b}' },
        data: data as NonNullable<LineSeriesOption['markLine']>['data'],
      },
    },
  ];
}

function intervalSeries(
  layer: AnnotationLayer,
  entry: unknown,
  input: AnnotationInput,
): LineSeriesOption[] {
  const axis = input.isHorizontal ? 'yAxis' : 'xAxis';
  const data = mapAnnotationRecords(layer, entry).map((a) => [
    { name: a.title, [axis]: a.time },
    { [axis]: a.intervalEnd ?? a.time },
  ]);
  return [
    {
      id: `Interval - ${layer.name}`,
      type: 'line',
      animation: false,
      data: [],
      markArea: {
        silent: false,
        // An interval band is see-through by default so the series under it stay readable.
        itemStyle: {
          color: layerColor(layer, input),
          opacity: annotationOpacity(layer.opacity || 'opacityMedium'),
        },
        label: { ...markLabel(layer.showLabel, 'insideTop' as const), formatter: '{b}' },
        data: data as NonNullable<LineSeriesOption['markArea']>['data'],
      },
    },
  ];
}

/** TIME_SERIES lines: `{key, values: [{x, y}]}` records (legacy line charts) or flat rows (x column + value columns). */
export function timeSeriesAnnotationLines(
  layer: AnnotationLayer,
  entry: unknown,
): { key: string; points: [DataRecordValue, number | null][] }[] {
  const records = asRecords(entry);
  const first = records[0] as Record<string, unknown> | undefined;
  if (first && 'key' in first && Array.isArray(first.values)) {
    return (
      records as unknown as { key: unknown; values: { x: DataRecordValue; y: DataRecordValue }[] }[]
    ).map((r) => ({
      key: text(r.key),
      points: r.values.map((v): [DataRecordValue, number | null] => [v.x, toNumber(v.y)]),
    }));
  }
  const columns = (entry as { columns?: unknown } | null)?.columns;
  const names = Array.isArray(columns) ? columns.map(String) : Object.keys(first ?? {});
  const xKey =
    layer.timeColumn && names.includes(layer.timeColumn)
      ? layer.timeColumn
      : names.includes('__timestamp')
        ? '__timestamp'
        : names[0];
  if (xKey === undefined) return [];
  const valueKeys = names.filter((n) => n !== xKey);
  return valueKeys.map((key) => ({
    key: valueKeys.length === 1 ? layer.name : `${layer.name}: ${key}`,
    points: records.map((r): [DataRecordValue, number | null] => [
      r[xKey] ?? null,
      toNumber(r[key]),
    ]),
  }));
}

function timeSeriesSeries(
  layer: AnnotationLayer,
  entry: unknown,
  input: AnnotationInput,
): LineSeriesOption[] {
  return timeSeriesAnnotationLines(layer, entry).map(({ key, points }) => ({
    id: key,
    name: key,
    type: 'line',
    data: points.map(([x, y]) =>
      input.isHorizontal ? [y, x] : [x, y],
    ) as LineSeriesOption['data'],
    symbolSize: layer.showMarkers ? (input.markerSize ?? 6) : 0,
    showSymbol: Boolean(layer.showMarkers),
    itemStyle: { color: layerColor(layer, input) },
    lineStyle: {
      opacity: annotationOpacity(layer.opacity),
      type: annotationLineType(layer.style),
      width: layer.hideLine ? 0 : (layer.width ?? 1),
    },
  }));
}

/** The extra ECharts series drawing every shown annotation layer, in layer order. */
export function buildAnnotationSeries(input: AnnotationInput): LineSeriesOption[] {
  const data = (
    typeof input.annotationData === 'object' && input.annotationData !== null
      ? input.annotationData
      : {}
  ) as Record<string, unknown>;
  return visibleAnnotationLayers(input.layers).flatMap((layer) => {
    if (layer.annotationType === 'FORMULA') return formulaSeries(layer, input);
    const entry = data[layer.name];
    if (entry === undefined || entry === null) return [];
    if (layer.annotationType === 'EVENT') return eventSeries(layer, entry, input);
    if (layer.annotationType === 'INTERVAL') return intervalSeries(layer, entry, input);
    return timeSeriesSeries(layer, entry, input);
  });
}

/** Legend entries of annotation series (named series only; event and interval marks have no legend item). */
export function annotationLegendNames(series: readonly LineSeriesOption[]): string[] {
  return series.flatMap((s) => (typeof s.name === 'string' ? [s.name] : []));
}
