export { formatSmartNumber } from './smart-number-format.ts';
export { formatDuration, type DurationFormatOptions } from './duration-format.ts';
export { formatMemory, type MemoryFormatOptions } from './memory-format.ts';
export { DEFAULT_NUMBER_FORMAT, NUMBER_FORMATS, NUMBER_FORMAT_OPTIONS } from './number-formats.ts';
export { formatNumber, getNumberFormatter, type NumberFormatter } from './number-format.ts';
export {
  CURRENCY_SYMBOL_POSITIONS,
  currencyFormatSchema,
  getCurrencySymbol,
  getValueFormatter,
  type CurrencyFormat,
} from './currency-format.ts';
export {
  DEFAULT_TIME_FORMAT,
  TIME_FORMATS,
  TIME_FORMAT_OPTIONS,
  formatTime,
  getTimeFormatter,
  getTimeFormatterForGranularity,
  type TimeFormatter,
} from './time-format.ts';
