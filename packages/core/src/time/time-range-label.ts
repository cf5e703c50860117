// Text shown by the date filter's "Actual time range" preview, as Superset's DateFilterControl
// renders it: "2024-05-08 ≤ col < 2024-05-15", open ends as -∞ / ∞, midnight times elided.
import { utcFormat } from 'd3-time-format';
import {
  getSinceUntil,
  NO_TIME_RANGE,
  TIME_RANGE_SEPARATOR,
  type GetSinceUntilOptions,
} from './time-range.ts';
import { type TimeRangeBounds } from './time-shift.ts';

const isoSeconds = utcFormat('%Y-%m-%dT%H:%M:%S');
const isoMicros = utcFormat('%Y-%m-%dT%H:%M:%S.%f');

/**
 * A naive datetime as Python's `isoformat()` writes it (`2024-05-08T00:00:00`, with `.ffffff` only
 * when there are sub-seconds): the form /api/v1/time_range returns for since/until.
 */
export function formatNaiveIso(date: Date): string {
  return date.getUTCMilliseconds() === 0 ? isoSeconds(date) : isoMicros(date);
}

/**
 * One end of the preview: an ISO datetime with `T00:00:00` removed, or `-∞` (start) / `∞` (end) when
 * open (empty string or null).
 */
export function formatDateEndpoint(value: Date | string | null, isStart = false): string {
  const text = value instanceof Date ? formatNaiveIso(value) : (value ?? '');
  return text.replace('T00:00:00', '') || (isStart ? '-∞' : '∞');
}

/**
 * Formats a resolved `since : until` string (ISO datetimes, either side possibly empty) as
 * `<since> ≤ col < <until>`; text without the separator (e.g. `No filter`) is returned unchanged.
 */
export function formatTimeRange(timeRange: string, columnPlaceholder = 'col'): string {
  const parts = timeRange.split(TIME_RANGE_SEPARATOR);
  if (parts.length === 1) return timeRange;
  return `${formatDateEndpoint(parts[0], true)} ≤ ${columnPlaceholder} < ${formatDateEndpoint(parts[1])}`;
}

/** Formats resolved bounds as `<since> ≤ col < <until>` (`-∞ ≤ col < ∞` when both are open). */
export function formatTimeRangeLabel(bounds: TimeRangeBounds, columnPlaceholder = 'col'): string {
  return `${formatDateEndpoint(bounds.since, true)} ≤ ${columnPlaceholder} < ${formatDateEndpoint(bounds.until)}`;
}

/**
 * The preview for a time range string: `No filter` for the no-filter value (and an empty range),
 * otherwise the resolved bounds formatted by formatTimeRangeLabel.
 * @throws TimeRangeError when the range does not resolve (the UI shows the message instead).
 */
export function previewTimeRange(
  timeRange: string | null | undefined,
  opts: GetSinceUntilOptions & { columnPlaceholder?: string } = {},
): string {
  if (!timeRange || timeRange === NO_TIME_RANGE) return NO_TIME_RANGE;
  return formatTimeRangeLabel(getSinceUntil(timeRange, opts), opts.columnPlaceholder);
}
