export {
  DATE_UNITS,
  addDateUnits,
  lastDayOf,
  naiveDate,
  truncateDate,
  type DateUnit,
} from './calendar.ts';
export { evaluateDateExpression } from './date-expression.ts';
export { parseDateExpression, type DateExpr, type IntExpr } from './date-expression-parser.ts';
export { parseHumanDatetime, parseTimeDelta, type TimeDelta } from './free-text.ts';
export { SUPPORTED_HOLIDAY_COUNTRIES, findHoliday } from './holidays.ts';
export {
  DEFAULT_TIME_GRAIN,
  TIME_GRAINS,
  TIME_GRAIN_ALIASES,
  TIME_GRAIN_CODES,
  TIME_GRAIN_NAMES,
  isTimeGrain,
  timeGrainSchema,
  truncateToGrain,
  type TimeGrain,
  type TruncateToGrainOptions,
} from './time-grains.ts';
export {
  NO_TIME_RANGE,
  TIME_RANGE_SEPARATOR,
  expandTimeRangeKeywords,
  getSinceUntil,
  translateRangePart,
  type GetSinceUntilOptions,
  type RelativeAnchor,
} from './time-range.ts';
export { TimeRangeError, type TimeRangeErrorKind } from './time-range-error.ts';
export {
  formatDateEndpoint,
  formatNaiveIso,
  formatTimeRange,
  formatTimeRangeLabel,
  previewTimeRange,
} from './time-range-label.ts';
export {
  applyInstantTimeComparison,
  applyTimeShift,
  normalizeTimeOffset,
  parseOffsetDate,
  parseTimeShift,
  shiftDate,
  type InstantTimeComparison,
  type TimeRangeBounds,
} from './time-shift.ts';
