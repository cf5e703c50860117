import { D3_NUMBER_LOCALE } from './d3-locale.ts';

const formatSi = D3_NUMBER_LOCALE.format('.3~s');
const formatTwoDecimals = D3_NUMBER_LOCALE.format('.2~f');
const formatFourDecimals = D3_NUMBER_LOCALE.format('.4~f');

function formatMagnitude(value: number): string {
  if (value === 0) return '0';
  const abs = Math.abs(value);
  // People read "B" for billions more readily than SI's "G" (giga).
  if (abs >= 1000) return formatSi(value).replace('G', 'B');
  if (abs >= 1) return formatTwoDecimals(value);
  if (abs >= 0.001) return formatFourDecimals(value);
  if (abs > 0.000001) return `${formatSi(value * 1000000)}µ`;
  return formatSi(value);
}

/**
 * Superset's adaptive "SMART_NUMBER" formatting of a finite number: 1234567 -> "1.23M",
 * 1e9 -> "1B", 12.345 -> "12.35", 0.0123 -> "0.0123", 0.0000123 -> "12.3µ".
 * With `signed`, positive values get a leading "+".
 */
export function formatSmartNumber(value: number, signed = false): string {
  const sign = signed && value > 0 ? '+' : '';
  return `${sign}${formatMagnitude(value)}`;
}
