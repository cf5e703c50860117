/** Named number formats stored in form data (`y_axis_format`, `number_format`, ...). */
export const NUMBER_FORMATS = {
  /** Adaptive formatting: SI suffixes above 1000, 2 decimals above 1, 4 below, µ for tiny values. */
  SMART_NUMBER: 'SMART_NUMBER',
  /** SMART_NUMBER with a leading "+" for positive values. */
  SMART_NUMBER_SIGNED: 'SMART_NUMBER_SIGNED',
  /** "Original value": d3's trimmed general format. */
  ORIGINAL_VALUE: '~g',
  INTEGER: ',d',
  PERCENT: ',.2%',
  PERCENT_1_POINT: ',.1%',
  PERCENT_2_POINT: ',.2%',
  PERCENT_3_POINT: ',.3%',
  PERCENT_SIGNED_1_POINT: '+,.1%',
  /** Milliseconds as units: 66000 => "1m 6s". */
  DURATION: 'DURATION',
  /** Milliseconds down to nanoseconds: 1.40008 => "1ms 400µs 80ns". */
  DURATION_SUB: 'DURATION_SUB',
  /** Milliseconds in colon notation: 10500 => "0:10.5". */
  DURATION_COL: 'DURATION_COL',
  /** Bytes with decimal prefixes: 1024 => "1.02kB". */
  MEMORY_DECIMAL: 'MEMORY_DECIMAL',
  /** Bytes with binary prefixes: 1024 => "1KiB". */
  MEMORY_BINARY: 'MEMORY_BINARY',
  /** Bytes per second, decimal prefixes: 1024 => "1.02kB/s". */
  MEMORY_TRANSFER_RATE_DECIMAL: 'MEMORY_TRANSFER_RATE_DECIMAL',
  /** Bytes per second, binary prefixes: 1024 => "1KiB/s". */
  MEMORY_TRANSFER_RATE_BINARY: 'MEMORY_TRANSFER_RATE_BINARY',
} as const;

/** The default number format of every chart ("Adaptive formatting"). */
export const DEFAULT_NUMBER_FORMAT = NUMBER_FORMATS.SMART_NUMBER;

/** The number-format choices offered by format controls, `[value, label]`, in spec order (docs/charts.md §9). */
export const NUMBER_FORMAT_OPTIONS: readonly (readonly [string, string])[] = [
  [NUMBER_FORMATS.SMART_NUMBER, 'Adaptive formatting'],
  [NUMBER_FORMATS.ORIGINAL_VALUE, 'Original value'],
  [',d', ',d'],
  ['.1s', '.1s'],
  ['.3s', '.3s'],
  [',.1%', ',.1%'],
  ['.2%', '.2%'],
  ['.3%', '.3%'],
  ['.4r', '.4r'],
  [',.1f', ',.1f'],
  [',.2f', ',.2f'],
  [',.3f', ',.3f'],
  ['+,', '+,'],
  ['$,.2f', '$,.2f'],
  [NUMBER_FORMATS.DURATION, 'Duration in ms (66000 => 1m 6s)'],
  [NUMBER_FORMATS.DURATION_SUB, 'Duration in ms (1.40008 => 1ms 400µs 80ns)'],
  [NUMBER_FORMATS.DURATION_COL, 'Duration in ms (10500 => 0:10.5)'],
  [NUMBER_FORMATS.MEMORY_DECIMAL, 'Memory in bytes - decimal (1024B => 1.02kB)'],
  [NUMBER_FORMATS.MEMORY_BINARY, 'Memory in bytes - binary (1024B => 1KiB)'],
  [
    NUMBER_FORMATS.MEMORY_TRANSFER_RATE_DECIMAL,
    'Memory transfer rate in bytes - decimal (1024B => 1.02kB/s)',
  ],
  [
    NUMBER_FORMATS.MEMORY_TRANSFER_RATE_BINARY,
    'Memory transfer rate in bytes - binary (1024B => 1KiB/s)',
  ],
];
