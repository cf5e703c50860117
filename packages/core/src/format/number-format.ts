import { D3_NUMBER_LOCALE } from './d3-locale.ts';
import { formatDuration } from './duration-format.ts';
import { formatMemory } from './memory-format.ts';
import { DEFAULT_NUMBER_FORMAT, NUMBER_FORMATS } from './number-formats.ts';
import { formatSmartNumber } from './smart-number-format.ts';

/** Formats a number; null, undefined and NaN print as themselves, infinities as "∞" / "-∞". */
export type NumberFormatter = (value: number | null | undefined) => string;

type FormatFunction = (value: number) => string;

const NAMED_FORMATS: Readonly<Record<string, FormatFunction>> = {
  [NUMBER_FORMATS.SMART_NUMBER]: (v) => formatSmartNumber(v),
  [NUMBER_FORMATS.SMART_NUMBER_SIGNED]: (v) => formatSmartNumber(v, true),
  [NUMBER_FORMATS.DURATION]: (v) => formatDuration(v),
  [NUMBER_FORMATS.DURATION_SUB]: (v) => formatDuration(v, { formatSubMilliseconds: true }),
  [NUMBER_FORMATS.DURATION_COL]: (v) => formatDuration(v, { colonNotation: true }),
  [NUMBER_FORMATS.MEMORY_DECIMAL]: (v) => formatMemory(v),
  [NUMBER_FORMATS.MEMORY_BINARY]: (v) => formatMemory(v, { binary: true }),
  [NUMBER_FORMATS.MEMORY_TRANSFER_RATE_DECIMAL]: (v) => formatMemory(v, { transfer: true }),
  [NUMBER_FORMATS.MEMORY_TRANSFER_RATE_BINARY]: (v) =>
    formatMemory(v, { binary: true, transfer: true }),
};

function d3FormatFunction(specifier: string): FormatFunction {
  try {
    return D3_NUMBER_LOCALE.format(specifier);
  } catch {
    // A saved chart with a bad specifier must still render; Superset prints this marker.
    return (v) => `${v} (Invalid format: ${specifier})`;
  }
}

function wrap(formatFunction: FormatFunction): NumberFormatter {
  return (value) => {
    if (value === null || value === undefined || Number.isNaN(value)) return `${value}`;
    if (value === Number.POSITIVE_INFINITY) return '∞';
    if (value === Number.NEGATIVE_INFINITY) return '-∞';
    return formatFunction(value);
  };
}

const cache = new Map<string, NumberFormatter>();

/**
 * The formatter of a number format as stored in form data: a named format (SMART_NUMBER,
 * DURATION*, MEMORY_*) or any d3-format specifier. Empty, null or undefined means SMART_NUMBER.
 * Formatters are cached per format string.
 */
export function getNumberFormatter(format?: string | null): NumberFormatter {
  const key = (format ?? '').trim() || DEFAULT_NUMBER_FORMAT;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = wrap(NAMED_FORMATS[key] ?? d3FormatFunction(key));
    cache.set(key, formatter);
  }
  return formatter;
}

/** Formats one value with a number format (see getNumberFormatter). */
export function formatNumber(
  format: string | null | undefined,
  value: number | null | undefined,
): string {
  return getNumberFormatter(format)(value);
}
