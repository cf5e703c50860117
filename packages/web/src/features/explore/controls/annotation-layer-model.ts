import { chartRegistry, validateFormula } from '@sightline/viz';

/** Annotation types of docs/query-object.md §7. */
export const ANNOTATION_TYPES = ['FORMULA', 'EVENT', 'INTERVAL', 'TIME_SERIES'] as const;
export type AnnotationType = (typeof ANNOTATION_TYPES)[number];

export const ANNOTATION_TYPE_LABELS: Record<AnnotationType, string> = {
  FORMULA: 'Formula',
  EVENT: 'Event',
  INTERVAL: 'Interval',
  TIME_SERIES: 'Time series',
};
export const SOURCE_TYPE_LABELS: Record<string, string> = {
  NATIVE: 'Superset annotation',
  table: 'Table',
  line: 'Line chart',
};
export const STYLE_OPTIONS = [
  { value: 'solid', label: 'Solid' },
  { value: 'dashed', label: 'Dashed' },
  { value: 'longDashed', label: 'Long dashed' },
  { value: 'dotted', label: 'Dotted' },
];
export const OPACITY_OPTIONS = [
  { value: '', label: 'Opaque' },
  { value: 'opacityLow', label: 'Low' },
  { value: 'opacityMedium', label: 'Medium' },
  { value: 'opacityHigh', label: 'High' },
];

/** The registered types whose metadata declares they feed a chart-sourced layer of `sourceType`. */
function vizTypesFeeding(sourceType: 'line' | 'table'): string[] {
  return Object.values(chartRegistry)
    .filter((plugin) => plugin.metadata.annotationSourceType === sourceType)
    .map((plugin) => plugin.metadata.viz_type);
}

/**
 * Viz types of saved charts that can feed a chart-sourced layer, as the chart types declare it;
 * `line` also finds Superset's NVD3 `line` charts, which are not a registered type.
 */
export const SOURCE_VIZ_TYPES: Record<string, string[]> = {
  table: vizTypesFeeding('table'),
  line: ['line', ...vizTypesFeeding('line')],
};

/** One annotation layer as Superset saves it in `annotation_layers`. */
export interface AnnotationLayerValue {
  name: string;
  annotationType: AnnotationType;
  sourceType: string;
  value: string | number | null;
  overrides: Record<string, unknown>;
  show: boolean;
  showLabel: boolean;
  showMarkers: boolean;
  hideLine: boolean;
  style: string;
  width: number;
  color: string | null;
  opacity: string;
  timeColumn: string;
  intervalEndColumn: string;
  titleColumn: string;
  descriptionColumns: string[];
}

/** A new layer: a visible solid formula line, width 1, chart time range inherited. */
export function defaultAnnotationLayer(): AnnotationLayerValue {
  return {
    name: '',
    annotationType: 'FORMULA',
    sourceType: '',
    value: null,
    overrides: { time_range: null },
    show: true,
    showLabel: false,
    showMarkers: false,
    hideLine: false,
    style: 'solid',
    width: 1,
    color: null,
    opacity: '',
    timeColumn: '',
    intervalEndColumn: '',
    titleColumn: '',
    descriptionColumns: [],
  };
}

/** A saved layer (possibly partial or older) with every field the editor needs. */
export function normalizeAnnotationLayer(raw: unknown): AnnotationLayerValue {
  const base = defaultAnnotationLayer();
  if (typeof raw !== 'object' || raw === null) return base;
  const layer = { ...base, ...(raw as Partial<AnnotationLayerValue>) };
  if (!ANNOTATION_TYPES.includes(layer.annotationType)) layer.annotationType = 'FORMULA';
  return layer;
}

/** Source types a layer of `type` can use: formulas have none, time series come from a line chart. */
export function sourceTypesFor(type: AnnotationType): string[] {
  if (type === 'FORMULA') return [''];
  if (type === 'TIME_SERIES') return ['line'];
  return ['NATIVE', 'table'];
}

/** Switching the annotation type keeps the source when still allowed, else takes the first allowed one. */
export function withAnnotationType(
  layer: AnnotationLayerValue,
  type: AnnotationType,
): AnnotationLayerValue {
  const sources = sourceTypesFor(type);
  const sourceType = sources.includes(layer.sourceType) ? layer.sourceType : (sources[0] ?? '');
  const isSameSource = sourceType === layer.sourceType;
  return { ...layer, annotationType: type, sourceType, value: isSameSource ? layer.value : null };
}

/** Override keys offered for a chart source: the time range always, the time grain for line charts. */
export function overrideKeysFor(sourceType: string): string[] {
  if (sourceType === 'line') return ['time_range', 'time_grain_sqla'];
  if (sourceType === 'table') return ['time_range'];
  return [];
}

/** Why the layer cannot be saved yet, or undefined. */
export function annotationLayerError(
  layer: AnnotationLayerValue,
  otherNames: readonly string[],
): string | undefined {
  const name = layer.name.trim();
  if (!name) return 'Name is required';
  if (otherNames.includes(name)) return 'A layer with this name already exists';
  if (layer.annotationType === 'FORMULA') {
    const error = validateFormula(String(layer.value ?? ''));
    return error ? `Formula: ${error}` : undefined;
  }
  if (layer.value === null || layer.value === '')
    return layer.sourceType === 'NATIVE' ? 'Choose an annotation layer' : 'Choose a chart';
  if (layer.sourceType === 'table' && !layer.timeColumn) return 'Choose the time column';
  return undefined;
}

/** The layer as saved: trimmed name, and mapping fields only where the source uses them. */
export function finalizeAnnotationLayer(layer: AnnotationLayerValue): AnnotationLayerValue {
  const isTable = layer.sourceType === 'table';
  return {
    ...layer,
    name: layer.name.trim(),
    timeColumn: isTable ? layer.timeColumn : '',
    intervalEndColumn:
      isTable && layer.annotationType === 'INTERVAL' ? layer.intervalEndColumn : '',
    titleColumn: isTable ? layer.titleColumn : '',
    descriptionColumns: isTable ? layer.descriptionColumns : [],
    overrides: Object.fromEntries(
      Object.entries(layer.overrides).filter(
        ([key]) => overrideKeysFor(layer.sourceType).includes(key) || key === 'time_shift',
      ),
    ),
  };
}

/** Column and metric labels a saved table chart returns, read from its params (options for the column mapping). */
export function chartColumnOptions(params: string | null | undefined): string[] {
  let formData: Record<string, unknown>;
  try {
    formData = JSON.parse(params ?? '{}') as Record<string, unknown>;
  } catch {
    return [];
  }
  const label = (v: unknown): string | undefined => {
    if (typeof v === 'string') return v;
    if (typeof v === 'object' && v !== null) {
      const o = v as { label?: unknown; column_name?: unknown; sqlExpression?: unknown };
      for (const candidate of [o.label, o.column_name, o.sqlExpression])
        if (typeof candidate === 'string') return candidate;
    }
    return undefined;
  };
  const list = (key: string) => (Array.isArray(formData[key]) ? (formData[key] as unknown[]) : []);
  const labels = [
    ...list('all_columns'),
    ...list('groupby'),
    ...list('columns'),
    ...list('metrics'),
    ...list('percent_metrics'),
  ].map(label);
  return [...new Set(labels.filter((l): l is string => Boolean(l)))];
}
