import { z } from 'zod';
import { getNumberFormatter, type NumberFormatter } from './number-format.ts';

/** Where the currency symbol goes relative to the number. */
export const CURRENCY_SYMBOL_POSITIONS = ['prefix', 'suffix'] as const;

/** Form-data `currency_format`: `{symbol: <ISO 4217 code>, symbolPosition}`; an empty symbol means none. */
export const currencyFormatSchema = z.looseObject({
  symbol: z.string().nullish(),
  symbolPosition: z.enum(CURRENCY_SYMBOL_POSITIONS).nullish(),
});
export type CurrencyFormat = z.infer<typeof currencyFormatSchema>;

const symbolCache = new Map<string, string | undefined>();

/** The display symbol of an ISO 4217 currency code ("USD" -> "$", "EUR" -> "€"); undefined when unknown. */
export function getCurrencySymbol(code: string): string | undefined {
  if (!symbolCache.has(code)) {
    let symbol: string | undefined;
    try {
      symbol = new Intl.NumberFormat('en-US', { style: 'currency', currency: code })
        .formatToParts(1)
        .find((part) => part.type === 'currency')?.value;
    } catch {
      symbol = undefined;
    }
    symbolCache.set(code, symbol);
  }
  return symbolCache.get(code);
}

/**
 * A formatter that renders `numberFormat` and adds the currency symbol with a space, before or
 * after the number: USD prefix -> "$ 1.23M", EUR suffix -> "1.23M €". "$" and "%" are removed
 * from the d3 specifier first, because the currency supplies the unit. Without a usable currency
 * this is plain getNumberFormatter(numberFormat).
 */
export function getValueFormatter(
  numberFormat?: string | null,
  currency?: CurrencyFormat | null,
): NumberFormatter {
  const code = currency?.symbol;
  const symbol = code ? getCurrencySymbol(code) : undefined;
  if (!symbol) return getNumberFormatter(numberFormat);
  const base = getNumberFormatter((numberFormat ?? '').replace(/\$|%/g, ''));
  const isSuffix = currency?.symbolPosition === 'suffix';
  return (value) => {
    const text = base(value);
    if (value === null || value === undefined || Number.isNaN(value)) return text;
    return isSuffix ? `${text} ${symbol}` : `${symbol} ${text}`;
  };
}
