// The time-range grammar (docs/query-object.md §3.1-§3.7), shared by the server (query bounds, TEMPORAL_RANGE
// filters, /api/v1/time_range) and the web app (date filter previews).
//
// Time zone: every datetime is naive and lives in UTC. A naive datetime is a JS Date whose UTC fields
// are the wall-clock fields; "today" is UTC midnight and "now" the current UTC time at whole seconds.
// This is Superset's behaviour on a server whose clock runs in UTC (its default deployment).
import { dropMilliseconds } from './calendar.ts';
import { evaluateDateExpression } from './date-expression.ts';
import { isDateFunctionText } from './date-expression-parser.ts';
import { parseHumanDatetime } from './free-text.ts';
import { timeOrderError } from './time-range-error.ts';
import {
  applyInstantTimeComparison,
  applyTimeShift,
  type InstantTimeComparison,
  type TimeRangeBounds,
} from './time-shift.ts';

/** The time range that means "no bounds at all". */
export const NO_TIME_RANGE = 'No filter';

/** Separator between since and until: exactly SPACE COLON SPACE (§3.2). */
export const TIME_RANGE_SEPARATOR = ' : ';

/** Anchor of relative expressions (`extras.relative_start` / `relative_end`). */
export type RelativeAnchor = 'today' | 'now';

/** Options of getSinceUntil; every field is optional. */
export interface GetSinceUntilOptions {
  /** The current time (defaults to the clock). Milliseconds are dropped like upstream. */
  now?: Date;
  /** BASE of relative parts and since side of `Next…` (default `today`). */
  relativeStart?: RelativeAnchor | null;
  /** Until side of `Last…` and of a range without separator (default `today`). */
  relativeEnd?: RelativeAnchor | null;
  /** Legacy time shift (`1 week`, `1 year ago`, `inherit`, `YYYY-MM-DD`), applied after resolution. */
  timeShift?: string | null;
  /** Experimental instant time comparison (`y`, `m`, `w`, `r`), applied after the time shift. */
  instantTimeComparisonRange?: InstantTimeComparison | null;
}

const CALENDAR_UNITS = ['week', 'month', 'quarter', 'year'] as const;
const CURRENT_UNITS = ['day', 'week', 'month', 'quarter', 'year'] as const;

/**
 * Expands the keyword ranges of §3.3 (case-sensitive prefix match, only without " : "): `Last…` →
 * `<input> : <relativeEnd>`, `Next…` → `<relativeStart> : <input>`, `previous calendar <unit>` and
 * `Current <unit>` → function-grammar ranges anchored at `today`. Anything else is returned as is.
 */
export function expandTimeRangeKeywords(
  timeRange: string,
  relativeStart: RelativeAnchor = 'today',
  relativeEnd: RelativeAnchor = 'today',
): string {
  if (timeRange.includes(TIME_RANGE_SEPARATOR)) return timeRange;
  if (timeRange.startsWith('Last')) return `${timeRange}${TIME_RANGE_SEPARATOR}${relativeEnd}`;
  if (timeRange.startsWith('Next')) return `${relativeStart}${TIME_RANGE_SEPARATOR}${timeRange}`;
  for (const unit of CALENDAR_UNITS) {
    if (timeRange.startsWith(`previous calendar ${unit}`)) {
      const u = unit.toUpperCase();
      return `DATETRUNC(DATEADD(DATETIME('today'), -1, ${u}), ${u})${TIME_RANGE_SEPARATOR}DATETRUNC(DATETIME('today'), ${u})`;
    }
  }
  for (const unit of CURRENT_UNITS) {
    if (timeRange.startsWith(`Current ${unit}`)) {
      const u = unit.toUpperCase();
      return (
        `DATETRUNC(DATEADD(DATETIME('today'), 0, ${u}), ${u})${TIME_RANGE_SEPARATOR}` +
        `DATETRUNC(DATEADD(DATETIME('today'), 1, ${u}), ${u})`
      );
    }
  }
  return timeRange;
}

const ANCHORED =
  /^(start of|beginning of|end of)\s{1,5}(this|last|next|prior)\s{1,5}([0-9]+)?\s{0,5}(day|week|month|quarter|year)s?$/i;
// No "hour" here (§3.2): "last 2 hours" falls through to free text, as in the reference.
const RELATIVE =
  /^(this|last|next|prior)\s{1,5}([0-9]+)?\s{0,5}(second|minute|day|week|month|quarter|year)s?$/i;

/** `this|last|prior|next [N] <unit>` → function grammar on BASE (§3.2 translation table). */
function relativeExpression(
  scope: string,
  delta: string | undefined,
  unit: string,
  base: RelativeAnchor,
): string {
  const n = delta === undefined ? 1 : Number(delta);
  const anchor = `DATETIME('${base}')`;
  switch (scope.toLowerCase()) {
    case 'this':
      return anchor;
    case 'next':
      return `DATEADD(${anchor}, ${n}, ${unit})`;
    default:
      return `DATEADD(${anchor}, -${n}, ${unit})`;
  }
}

/**
 * Translates one side of a range into function-grammar text (§3.2): anchored (`start of last year`,
 * `end of this month`), relative (`last 7 days`), or a function expression as is. Returns null for
 * free text, which is parsed by parseHumanDatetime. `end of … day|quarter` yields LASTDAY(…, day),
 * which the function grammar rejects, as the reference requires.
 */
export function translateRangePart(
  part: string,
  relativeStart: RelativeAnchor = 'today',
): string | null {
  const anchored = ANCHORED.exec(part);
  if (anchored) {
    const [, modifier, scope, delta, rawUnit] = anchored;
    const unit = rawUnit.toLowerCase();
    const inner = relativeExpression(scope, delta, unit, relativeStart);
    return modifier.toLowerCase() === 'end of'
      ? `LASTDAY(${inner}, ${unit})`
      : `DATETRUNC(${inner}, ${unit})`;
  }
  const relative = RELATIVE.exec(part);
  if (relative)
    return relativeExpression(relative[1], relative[2], relative[3].toLowerCase(), relativeStart);
  return isDateFunctionText(part) ? part : null;
}

function resolvePart(part: string, relativeStart: RelativeAnchor, now: Date): Date | null {
  if (part === '') return null;
  const expression = translateRangePart(part, relativeStart);
  return expression === null
    ? parseHumanDatetime(part, now)
    : evaluateDateExpression(expression, now);
}

/**
 * Resolves a time range string to `[since, until)` bounds (§3.1): `No filter`, keyword ranges,
 * `since : until` with anchored/relative/function/free-text sides, then the time shift and instant
 * comparison, then the order check. A range without separator that is not a keyword resolves to
 * (null, relativeEnd) — the reference quirk (`last week`, `2024-01-01`). null, undefined and "" are
 * treated as `No filter`, the value the query pipeline substitutes for a missing range (§1.5).
 * @throws TimeRangeError with the reference messages ("From date cannot be larger than to date",
 *   "Cannot parse time string [x]", "Time string is ambiguous…", parser errors, holiday errors).
 */
export function getSinceUntil(
  timeRange: string | null | undefined,
  opts: GetSinceUntilOptions = {},
): TimeRangeBounds {
  if (
    timeRange === null ||
    timeRange === undefined ||
    timeRange === '' ||
    timeRange === NO_TIME_RANGE
  ) {
    return { since: null, until: null };
  }
  const now = dropMilliseconds(opts.now ?? new Date());
  const relativeStart = opts.relativeStart ?? 'today';
  const relativeEnd = opts.relativeEnd ?? 'today';
  const range = expandTimeRangeKeywords(timeRange, relativeStart, relativeEnd);

  let bounds: TimeRangeBounds;
  const at = range.indexOf(TIME_RANGE_SEPARATOR);
  if (at >= 0) {
    const sincePart = range.slice(0, at).trim();
    const untilPart = range.slice(at + TIME_RANGE_SEPARATOR.length).trim();
    bounds = {
      since: resolvePart(sincePart, relativeStart, now),
      until: resolvePart(untilPart, relativeStart, now),
    };
  } else {
    bounds = { since: null, until: parseHumanDatetime(relativeEnd, now) };
  }

  if (opts.timeShift) bounds = applyTimeShift(bounds, opts.timeShift);
  if (opts.instantTimeComparisonRange)
    bounds = applyInstantTimeComparison(bounds, opts.instantTimeComparisonRange);
  if (bounds.since && bounds.until && bounds.since.getTime() > bounds.until.getTime())
    throw timeOrderError();
  return bounds;
}
