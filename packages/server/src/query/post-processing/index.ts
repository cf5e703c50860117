export { aggregate, aggregateOptionsSchema, type AggregateOptions } from './aggregate.ts';
export {
  boxplot,
  boxplotOptionsSchema,
  BOXPLOT_STATISTICS,
  type BoxplotOptions,
} from './boxplot.ts';
export { compare, compareOptionsSchema, TIME_COMPARISON, type CompareOptions } from './compare.ts';
export {
  contribution,
  contributionOptionsSchema,
  type ContributionOptions,
} from './contribution.ts';
export {
  injectContributionTotals,
  planContributionTotals,
  sumNumericColumns,
  type ContributionTotalsPlan,
  type TotalsQueryShape,
} from './contribution-totals.ts';
export { cum, cumOptionsSchema, type CumOptions } from './cum.ts';
export { diff, diffOptionsSchema, type DiffOptions } from './diff.ts';
export { PostProcessingError } from './errors.ts';
export { flatten, flattenOptionsSchema, type FlattenOptions } from './flatten.ts';
export { headerKey, type ColumnHeader, type Frame, type Row } from './frame.ts';
export {
  geodeticParse,
  geodeticParseOptionsSchema,
  parseGeodetic,
  type GeodeticParseOptions,
} from './geodetic.ts';
export {
  decodeGeohash,
  encodeGeohash,
  geohashDecode,
  geohashDecodeOptionsSchema,
  geohashEncode,
  geohashEncodeOptionsSchema,
  type GeohashDecodeOptions,
  type GeohashEncodeOptions,
} from './geohash.ts';
export { histogram, histogramOptionsSchema, type HistogramOptions } from './histogram.ts';
export { pivot, pivotOptionsSchema, type PivotOptions } from './pivot.ts';
export { prophet } from './prophet.ts';
export { rank, rankOptionsSchema, type RankOptions } from './rank.ts';
export {
  applyPostProcessing,
  isPostProcessingOperation,
  POST_PROCESSING_OPERATIONS,
  POST_PROCESSING_OPTION_SCHEMAS,
  type PostProcessingOperationName,
  type PostProcessingStep,
} from './registry.ts';
export { rename, renameOptionsSchema, type RenameOptions } from './rename.ts';
export {
  resample,
  resampleOptionsSchema,
  RESAMPLE_METHODS,
  type ResampleOptions,
} from './resample.ts';
export { rolling, rollingOptionsSchema, ROLLING_TYPES, type RollingOptions } from './rolling.ts';
export { select, selectOptionsSchema, type SelectOptions } from './select.ts';
export {
  escapeSeparator,
  FLAT_COLUMN_SEPARATOR,
  splitFlatColumn,
  unescapeSeparator,
} from './separator.ts';
export { sort, sortOptionsSchema, type SortOptions } from './sort.ts';
export {
  joinTimeOffsets,
  timeJoinKey,
  type JoinTimeOffsetsOptions,
  type TimeOffsetFrame,
} from './time-offsets.ts';
