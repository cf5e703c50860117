// The browser entry of @sightline/viz: the registry, the chart contract, the ECharts host and helpers.
// The server imports `@sightline/viz/query` instead.
export * from './contract.ts';
export * from './query.ts';
export * from './query/index.ts';
export { chartMetadata, getChartMetadata } from './metadata.ts';
export {
  chartRegistry,
  getChartPlugin,
  isRegisteredVizType,
  type RegisteredVizType,
} from './registry.ts';
export {
  Echart,
  type EchartEventHandlers,
  type EchartEventParams,
  type EchartProps,
} from './echarts/Echart.tsx';
export {
  CATEGORICAL_SCHEMES,
  D3_CATEGORY_10,
  NEUTRAL_COLOR,
  SUPERSET_COLORS,
  createColorScale,
  rgbaString,
  withSharedLabelColors,
  type ColorScaleOptions,
  type SharedLabelColors,
} from './echarts/colors.ts';
export {
  CATEGORICAL_SCHEME_DEFS,
  type CategoricalSchemeDef,
} from './echarts/categorical-schemes.ts';
export { SEQUENTIAL_SCHEME_DEFS, type SequentialSchemeDef } from './echarts/sequential-schemes.ts';
export {
  getCrossFilterDataMask,
  selectedNames,
  type CrossFilterInput,
} from './echarts/cross-filter.ts';
export {
  GRID_OFFSET,
  getLegendOption,
  legendMargin,
  type LegendOptions,
  type LegendOrientation,
} from './echarts/legend.ts';
export { escapeHtml, tooltipHtml, type TooltipRow } from './echarts/tooltip.ts';
export {
  defineControlPanel,
  readSchemaDefault,
  type SectionSpec,
} from './controls/define-control-panel.ts';
export {
  DEFAULT_MAX_ROW_LIMIT,
  validateInteger,
  validateMaxValue,
  validateNonEmpty,
  validateNumber,
  validateRowLimit,
} from './controls/validators.ts';
export { colorFromRules, matchesRule } from './controls/conditional-formatting.ts';
export {
  FormulaError,
  compileFormula,
  validateFormula,
  type CompiledFormula,
} from './charts/_timeseries/math-expression.ts';
export {
  DEFAULT_NUMBER_FORMAT,
  DEFAULT_TIME_FORMAT,
  NUMBER_FORMATS,
  NUMBER_FORMAT_OPTIONS,
  TIME_FORMATS,
  TIME_FORMAT_OPTIONS,
  formatNumber,
  formatTime,
  getNumberFormatter,
  getTimeFormatter,
  getTimeFormatterForGranularity,
  getValueFormatter,
  type NumberFormatter,
  type TimeFormatter,
} from '@sightline/core';
