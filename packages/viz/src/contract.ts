// The chart contract: what one chart type (one folder under charts/) provides, and what the host
// (explore, dashboards, reports) hands it. Role files per chart: metadata.ts (name, category, tags:
// what list pages read through @sightline/viz/metadata), form-data.ts (zod schema, the only place
// defaults live), build-query.ts, control-panel.ts, transform-props.ts (pure), <Name>Chart.tsx.
import type { GenericDataType, QueryFilter } from '@sightline/core';
import type { ComponentType } from 'react';
import type { SharedLabelColors } from './echarts/colors.ts';
import type { DataRecord, DataRecordValue } from './query/data-record.ts';
import type { ChartQueryBuilder } from './query/chart-query.ts';
import type { ChartOwnState, QueryFormData } from './query/types.ts';

/** Chart behaviours that enable dashboard features (cross-filter emission, drill to detail, drill by). */
export type ChartBehavior = 'INTERACTIVE_CHART' | 'DRILL_TO_DETAIL' | 'DRILL_BY';

/** Gallery categories of docs/chart-types.md §2 ("Other" for types without one). */
export type ChartCategory =
  | 'Evolution'
  | 'KPI'
  | 'Distribution'
  | 'Correlation'
  | 'Part of a Whole'
  | 'Flow'
  | 'Ranking'
  | 'Table'
  | 'Map'
  | 'Other';

/** What the chart gallery and registry know about a chart type. */
export interface ChartMetadata {
  /** The stored id (`form_data.viz_type`), equal to the chart's folder name. */
  viz_type: string;
  /** Display name ("Line Chart"). */
  name: string;
  category: ChartCategory;
  description: string;
  /** Search tags; "Featured" is among them when isFeatured. */
  tags: readonly string[];
  /** Ranked lower (-0.1) in the gallery and labelled Deprecated. */
  isDeprecated: boolean;
  /** Ranked higher (+0.1) in the gallery. */
  isFeatured: boolean;
  /** Name of the gallery thumbnail image (by convention `<viz_type>.png`). */
  thumbnail: string;
  behaviors: readonly ChartBehavior[];
  /**
   * The chart menu offers "Export to pivoted .CSV" (the server pivots with the type's
   * `clientProcessing`); absent means no.
   */
  supportsPivotedCsv?: boolean;
  /**
   * The chart-sourced annotation layer (docs/query-object.md §7) a saved chart of this type can feed:
   * `line` (time series) or `table` (events and intervals); absent means none.
   */
  annotationSourceType?: 'line' | 'table';
}

/** Gallery ranking adjustment of a chart type: +0.1 when featured, -0.1 when deprecated (docs/charts.md §3). */
export function galleryRankWeight(
  metadata: Pick<ChartMetadata, 'isDeprecated' | 'isFeatured'>,
): number {
  return (metadata.isFeatured ? 0.1 : 0) - (metadata.isDeprecated ? 0.1 : 0);
}

export type { DataRecord, DataRecordValue } from './query/data-record.ts';

/**
 * One item of `result[]` of POST /api/v1/chart/data (docs/query-object.md §5.3), in the order of the
 * request's query objects.
 */
export interface ChartDataResult {
  [key: string]: unknown;
  data: DataRecord[];
  colnames: string[];
  coltypes: GenericDataType[];
  rowcount: number;
  /** Flattened column name -> its components (`[metric?, dimension values...]`). */
  label_map?: Record<string, string[]>;
  from_dttm?: number | null;
  to_dttm?: number | null;
  is_cached?: boolean | null;
  /** When the answer was cached, as `YYYY-MM-DDTHH:MM:SS` in UTC; null when just computed. */
  cached_dttm?: string | null;
}

/** The value part of a data mask: what a chart currently selects. */
export interface FilterState {
  [key: string]: unknown;
  value?: unknown;
  selectedValues?: unknown[] | null;
  label?: unknown;
}

/** What a chart emits to the dashboard (docs/chart-types.md §3.10): filters for other charts, its selection, its own state. */
export interface DataMask {
  extraFormData?: { filters?: QueryFilter[]; [key: string]: unknown };
  filterState?: FilterState;
  ownState?: ChartOwnState;
}

/** A drill-to-detail filter on the clicked value. */
export interface DrillFilter {
  col: string;
  op: '==';
  val: DataRecordValue;
  formattedVal: string;
  grain?: string;
}

/** What a right-click offers: drill to detail, cross-filter and drill by for the clicked element. */
export interface ContextMenuPayload {
  drillToDetail?: DrillFilter[];
  crossFilter?: DataMask;
  drillBy?: { filters: DrillFilter[]; groupbyFieldName: string };
}

/** Callbacks from the host; every one is optional so charts render standalone and in tests. */
export interface ChartHooks {
  /** Emit a data mask (cross-filter, own state). */
  setDataMask?: (dataMask: DataMask) => void;
  onContextMenu?: (clientX: number, clientY: number, payload: ContextMenuPayload) => void;
  /** The legend selection `{seriesName: isShown}`, so it survives re-renders. */
  onLegendStateChanged?: (state: Record<string, boolean>) => void;
  /** Write a form-data value back (e.g. a stack-mode toggle drawn on the chart). */
  setControlValue?: (name: string, value: unknown) => void;
}

/** Host theme values a transform may use; absent values fall back to the chart's defaults. */
export interface ChartTheme {
  /** Categorical palette overriding the scheme named in form data. */
  colors?: readonly string[];
  textColor?: string;
  backgroundColor?: string;
  borderColor?: string;
  fontFamily?: string;
  positiveColor?: string;
  negativeColor?: string;
}

/**
 * The input of a chart's transform (see `ChartPlugin.loadTransformProps`). Plain data and callbacks, so the same transform runs in Node
 * tests, in reports and in the browser.
 */
export interface ChartProps<FD = QueryFormData> {
  /** Form data parsed by the chart's schema (defaults applied). */
  formData: FD;
  /** The chart-data results, one per query object of buildQuery. */
  queriesData: ChartDataResult[];
  width: number;
  height: number;
  theme?: ChartTheme;
  hooks?: ChartHooks;
  /** Chart-owned state (table page, sort, search). */
  ownState?: ChartOwnState;
  /** The chart's current selection, to highlight it. */
  filterState?: FilterState;
  /** Whether clicks emit dashboard cross-filters. */
  emitCrossFilters?: boolean;
  /** A dashboard's label -> colour registry shared by its charts (see `withSharedLabelColors`); absent in explore. */
  sharedLabelColors?: SharedLabelColors;
}

/** The types of control the explore panel knows how to draw. */
export type ControlType =
  | 'AdhocFilterControl'
  | 'AnnotationLayerControl'
  | 'BoundsControl'
  | 'CheckboxControl'
  | 'ColorPickerControl'
  | 'ColorSchemeControl'
  | 'ColumnConfigControl'
  | 'ColumnSelectControl'
  | 'ConditionalFormattingControl'
  | 'CurrencyControl'
  | 'MetricControl'
  | 'MetricsControl'
  | 'NumberControl'
  | 'RadioButtonControl'
  | 'SelectControl'
  | 'SliderControl'
  | 'TemporalColumnControl'
  | 'TextControl'
  | 'TimeGrainControl';

/** A dataset column as controls see it. */
export interface ControlColumn {
  column_name: string;
  is_dttm?: boolean;
  type_generic?: GenericDataType | null;
}

/** What validators and visibility conditions may look at. */
export interface ControlContext {
  formData: Record<string, unknown>;
  datasource?: { columns: readonly ControlColumn[] };
  /** Deployment limits (e.g. the row cap, default 100000). */
  config?: { sqlMaxRow?: number };
}

/** Checks a control value: an error message in the spec's wording, or false when valid. */
export type ControlValidator = (value: unknown, context: ControlContext) => string | false;

/** Whether a control is shown for the current form data. */
export type VisibilityCondition = (context: ControlContext) => boolean;

/** A control as declared, without its default (the default is read from the form-data schema). */
export interface ControlSpec {
  type: ControlType;
  /** The form-data key it edits. */
  name: string;
  label: string;
  description?: string;
  /** `[value, label]` choices of select and radio controls. */
  choices?: readonly (readonly [unknown, string])[];
  /** Select controls that accept values outside `choices`. */
  isFreeForm?: boolean;
  isMulti?: boolean;
  min?: number;
  max?: number;
  step?: number;
  validators?: readonly ControlValidator[];
  visibility?: VisibilityCondition;
  /** Changing it re-runs transformProps only, not the query. */
  isRenderTrigger?: boolean;
  /**
   * Explore fills an empty value with the dataset's default time column when it opens a chart
   * (Superset's `initialValue` from `defaultTemporalColumn`), so a saved chart without it still runs.
   */
  fillsWithTimeColumn?: boolean;
}

/** A control with its default resolved from the chart's form-data schema. */
export interface Control extends ControlSpec {
  default: unknown;
}

/** A titled group of controls. */
export interface ControlPanelSection {
  label: string;
  isExpanded: boolean;
  controls: readonly Control[];
}

/** The control panel of a chart type. */
export interface ControlPanel {
  sections: readonly ControlPanelSection[];
}

/** A chart type's pure transform: chart props -> the component's props (an ECharts option, table columns...). */
export type TransformProps<FD extends QueryFormData = QueryFormData, P = unknown> = (
  chartProps: ChartProps<FD>,
) => P;

/**
 * One chart type. Its server-safe part (`formDataSchema`, `buildQuery`, `clientProcessing`) is
 * declared in the folder's `query.ts` and also served by `@sightline/viz/query`; the rest is for the
 * browser.
 *
 * What the explore control panel and the server need (metadata, schema, buildQuery, control
 * panel) is eager; the code that draws (transform-props.ts with its heavy libraries, and the
 * component) is behind two loaders, so importing the registry loads no chart's drawing code and a
 * page ships only the charts it shows (docs/adr/0009-lazy-chart-code.md). Each loader is a
 * dynamic `import()` of one role file; hosts load both, cache them per viz_type and treat a
 * rejected load as a render error.
 */
export interface ChartPlugin<
  FD extends QueryFormData = QueryFormData,
  P = unknown,
> extends ChartQueryBuilder<FD> {
  metadata: ChartMetadata;
  controlPanel: ControlPanel;
  /**
   * Loads the pure transform (`transform-props.ts`) lazily: its libraries (handlebars, dompurify,
   * d3-cloud, jstat, map geometry...) stay out of the registry's bundle. Tests import the
   * transform from `./transform-props.ts` directly.
   */
  loadTransformProps(): Promise<TransformProps<FD, P>>;
  /** Loads the component lazily, so React and ECharts stay out of non-rendering code paths. */
  loadComponent(): Promise<ComponentType<P>>;
}

/**
 * A plugin of any chart type, as stored in the registry. Component props appear both as the
 * transform's result and as the component's input, which makes them invariant; `any` is the only
 * way to hold different chart types in one map.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyChartPlugin = ChartPlugin<any, any>;
