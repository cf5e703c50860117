import { formatLocale } from 'd3-format';

/**
 * The d3-format locale every number formatter uses: en-US with an ASCII hyphen-minus.
 * Superset ships d3-format 1.x, whose minus sign is "-"; d3-format 3 defaults to U+2212 ("−"),
 * which would make saved charts, CSV cells and tests differ from Superset's output.
 */
export const D3_NUMBER_LOCALE = formatLocale({
  decimal: '.',
  thousands: ',',
  grouping: [3],
  currency: ['$', ''],
  minus: '-',
});
