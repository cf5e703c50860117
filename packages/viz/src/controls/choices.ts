import { NUMBER_FORMAT_OPTIONS, TIME_FORMAT_OPTIONS, TIME_GRAINS } from '@sightline/core';

const pairs = <T>(values: readonly T[]): (readonly [T, string])[] =>
  values.map((v) => [v, String(v)] as const);

/** Row-limit choices (docs/charts.md §9); free entry allowed. */
export const ROW_LIMIT_CHOICES = pairs([10, 50, 100, 250, 500, 1000, 5000, 10000, 50000]);

/** Series-limit choices (docs/charts.md §9); free entry allowed. */
export const SERIES_LIMIT_CHOICES = pairs([5, 10, 25, 50, 100, 500]);

/** The builtin time grains as `[code, name]`. */
export const TIME_GRAIN_CHOICES = TIME_GRAINS.map(({ code, name }) => [code, name] as const);

/** Number formats offered by format controls. */
export const NUMBER_FORMAT_CHOICES = NUMBER_FORMAT_OPTIONS;

/** Time formats offered by format controls. */
export const TIME_FORMAT_CHOICES = TIME_FORMAT_OPTIONS;

/** Series ordering (group SO). */
export const SORT_SERIES_CHOICES = [
  ['name', 'Category name'],
  ['sum', 'Total value'],
  ['min', 'Minimum value'],
  ['max', 'Maximum value'],
  ['avg', 'Average value'],
] as const;

/** Rolling window types of the advanced-analytics section. */
export const ROLLING_TYPE_CHOICES = [
  [null, 'None'],
  ['mean', 'mean'],
  ['sum', 'sum'],
  ['std', 'std'],
  ['cumsum', 'cumsum'],
] as const;

/** Time shifts offered by the advanced-analytics section (free entry allowed). */
export const TIME_COMPARE_CHOICES = pairs([
  '1 day ago',
  '1 week ago',
  '28 days ago',
  '30 days ago',
  '52 weeks ago',
  '1 year ago',
  '104 weeks ago',
  '2 years ago',
  '156 weeks ago',
  '3 years ago',
]);

/** Comparison types of a time comparison. */
export const COMPARISON_TYPE_CHOICES = [
  ['values', 'Actual values'],
  ['difference', 'Difference'],
  ['percentage', 'Percentage change'],
  ['ratio', 'Ratio'],
] as const;

/** Resample rules offered (free entry allowed). */
export const RESAMPLE_RULE_CHOICES = pairs(['1T', '1H', '1D', '7D', '1MS', '1M', '1AS', '1A']);

/** Resample methods. */
export const RESAMPLE_METHOD_CHOICES = pairs([
  'asfreq',
  'zerofill',
  'linear',
  'ffill',
  'bfill',
  'median',
  'mean',
  'sum',
]);
