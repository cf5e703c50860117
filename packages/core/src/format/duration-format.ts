/** Options of formatDuration (the subset of pretty-ms options Superset's DURATION formats use). */
export interface DurationFormatOptions {
  /** Show milliseconds, microseconds and nanoseconds as separate units ("1ms 400µs 80ns"). */
  formatSubMilliseconds?: boolean;
  /** Digital-clock notation ("0:10.5", "1:02:03"); overrides formatSubMilliseconds. */
  colonNotation?: boolean;
}

const SECOND_ROUNDING_EPSILON = 0.0000001;

interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  milliseconds: number;
  microseconds: number;
  nanoseconds: number;
}

function parseMilliseconds(ms: number): DurationParts {
  return {
    days: Math.floor(ms / 86400000),
    hours: Math.floor(ms / 3600000) % 24,
    minutes: Math.floor(ms / 60000) % 60,
    seconds: Math.floor(ms / 1000) % 60,
    milliseconds: Math.floor(ms) % 1000,
    microseconds: Math.floor(ms * 1000) % 1000,
    nanoseconds: Math.floor(ms * 1e6) % 1000,
  };
}

function floorDecimals(value: number, digits: number): string {
  const floored = Math.floor(value * 10 ** digits + SECOND_ROUNDING_EPSILON);
  return (Math.round(floored) / 10 ** digits).toFixed(digits);
}

/**
 * Formats a duration given in milliseconds the way Superset's DURATION formats do (pretty-ms
 * semantics): 66000 -> "1m 6s", 1337 -> "1.3s", 500 -> "500ms", 0 -> "0ms"; with
 * `formatSubMilliseconds` 1.40008 -> "1ms 400µs 80ns"; with `colonNotation` 10500 -> "0:10.5".
 * Negative durations are the positive rendering with a leading "-".
 */
export function formatDuration(ms: number, options: DurationFormatOptions = {}): string {
  if (ms < 0) return `-${formatDuration(-ms, options)}`;
  const colon = options.colonNotation ?? false;
  const subMs = !colon && (options.formatSubMilliseconds ?? false);
  const result: string[] = [];
  const add = (value: number, unit: string, text: string = String(value)): void => {
    // Leading zero units are skipped; colon notation always shows minutes ("0:10.5").
    if ((result.length === 0 || !colon) && value === 0 && !(colon && unit === 'm')) return;
    if (!colon) {
      result.push(`${text}${unit}`);
      return;
    }
    const wholeDigits = text.includes('.') ? text.split('.')[0].length : text.length;
    const padded = '0'.repeat(Math.max(0, (result.length > 0 ? 2 : 1) - wholeDigits)) + text;
    result.push(`${result.length > 0 ? ':' : ''}${padded}`);
  };

  const parts = parseMilliseconds(ms);
  add(Math.trunc(parts.days / 365), 'y');
  add(parts.days % 365, 'd');
  add(parts.hours, 'h');
  add(parts.minutes, 'm');
  if (subMs || (!colon && ms < 1000)) {
    add(parts.seconds, 's');
    if (subMs) {
      add(parts.milliseconds, 'ms');
      add(parts.microseconds, 'µs');
      add(parts.nanoseconds, 'ns');
    } else {
      const below = parts.milliseconds + parts.microseconds / 1000 + parts.nanoseconds / 1e6;
      add(below >= 1 ? Math.round(below) : Math.ceil(below), 'ms');
    }
  } else {
    const text = floorDecimals((ms / 1000) % 60, 1).replace(/\.0+$/, '');
    add(Number.parseFloat(text), 's', text);
  }
  if (result.length === 0) return '0ms';
  return result.join(colon ? '' : ' ');
}
