import {
  NO_TIME_RANGE,
  TIME_RANGE_SEPARATOR,
  TimeRangeError,
  previewTimeRange,
} from '@sightline/core';

/** The frames of the time range picker. */
export type TimeRangeFrame =
  'Common' | 'Calendar' | 'Current' | 'Custom' | 'Advanced' | 'No filter';

export const TIME_RANGE_FRAMES: readonly TimeRangeFrame[] = [
  'Common',
  'Calendar',
  'Current',
  'Custom',
  'Advanced',
  'No filter',
];

export const COMMON_RANGES = [
  'Last day',
  'Last week',
  'Last month',
  'Last quarter',
  'Last year',
] as const;
export const CALENDAR_RANGES = [
  'previous calendar week',
  'previous calendar month',
  'previous calendar quarter',
  'previous calendar year',
] as const;
export const CURRENT_RANGES = [
  'Current day',
  'Current week',
  'Current month',
  'Current quarter',
  'Current year',
] as const;

/** The frame a time range value belongs to. */
export function frameOf(value: string | null | undefined): TimeRangeFrame {
  if (!value || value === NO_TIME_RANGE) return 'No filter';
  if ((COMMON_RANGES as readonly string[]).includes(value)) return 'Common';
  if ((CALENDAR_RANGES as readonly string[]).includes(value)) return 'Calendar';
  if ((CURRENT_RANGES as readonly string[]).includes(value)) return 'Current';
  return value.includes(TIME_RANGE_SEPARATOR) && isCustomRange(value) ? 'Custom' : 'Advanced';
}

/** One end of a custom range. */
export type CustomEnd =
  | { mode: 'specific'; date: string }
  | { mode: 'relative'; amount: number; unit: RelativeUnit; direction: 'before' | 'after' }
  | { mode: 'now' }
  | { mode: 'today' };

export const RELATIVE_UNITS = [
  'second',
  'minute',
  'hour',
  'day',
  'week',
  'month',
  'quarter',
  'year',
] as const;
export type RelativeUnit = (typeof RELATIVE_UNITS)[number];

const SPECIFIC = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?)?$/;
const RELATIVE =
  /^DATEADD\(DATETIME\("today"\), (-?\d+), (second|minute|hour|day|week|month|quarter|year)\)$/;

/** A custom range end as grammar text. */
export function customEndText(end: CustomEnd): string {
  switch (end.mode) {
    case 'specific':
      return end.date;
    case 'relative':
      return `DATEADD(DATETIME("today"), ${end.direction === 'before' ? -end.amount : end.amount}, ${end.unit})`;
    default:
      return end.mode;
  }
}

/** Reads grammar text back into a custom range end; null when it is not one the custom form writes. */
export function parseCustomEnd(text: string): CustomEnd | null {
  const trimmed = text.trim();
  if (trimmed === 'now' || trimmed === 'today') return { mode: trimmed };
  if (SPECIFIC.test(trimmed)) return { mode: 'specific', date: trimmed };
  const relative = RELATIVE.exec(trimmed);
  if (relative) {
    const n = Number(relative[1]);
    return {
      mode: 'relative',
      amount: Math.abs(n),
      unit: relative[2] as RelativeUnit,
      direction: n < 0 ? 'before' : 'after',
    };
  }
  return null;
}

function isCustomRange(value: string): boolean {
  const [since = '', until = ''] = value.split(TIME_RANGE_SEPARATOR);
  return parseCustomEnd(since) !== null && parseCustomEnd(until) !== null;
}

/** A custom range value `since : until`. */
export function customRangeText(since: CustomEnd, until: CustomEnd): string {
  return `${customEndText(since)}${TIME_RANGE_SEPARATOR}${customEndText(until)}`;
}

/** The live preview of a time range: 'since ≤ col < until', 'No filter', or the grammar's error. */
export function timeRangePreview(
  value: string | null | undefined,
  now?: Date,
): { text: string; error: string | null } {
  try {
    return { text: previewTimeRange(value, now ? { now } : {}), error: null };
  } catch (err) {
    const message =
      err instanceof TimeRangeError || err instanceof Error ? err.message : String(err);
    return { text: '', error: message };
  }
}
