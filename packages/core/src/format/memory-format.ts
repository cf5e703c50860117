const DECIMAL_UNITS = ['B', 'kB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB', 'RB', 'QB'];
const BINARY_UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB', 'EiB', 'ZiB', 'YiB'];

/** Options of formatMemory. */
export interface MemoryFormatOptions {
  /** Powers of 1024 with IEC units (KiB, MiB...) instead of powers of 1000 (kB, MB...). */
  binary?: boolean;
  /** Maximum decimals kept (trailing zeros dropped); default 2. */
  decimals?: number;
  /** Append "/s" (a transfer rate). */
  transfer?: boolean;
}

/**
 * Formats a byte count like Superset's MEMORY_* formats: 1024 -> "1.02kB" (decimal) or "1KiB"
 * (binary), 0 -> "0B"; no space between value and unit.
 */
export function formatMemory(value: number, options: MemoryFormatOptions = {}): string {
  const { binary = false, decimals = 2, transfer = false } = options;
  const suffix = transfer ? '/s' : '';
  if (value === 0) return `0B${suffix}`;
  const units = binary ? BINARY_UNITS : DECIMAL_UNITS;
  const base = binary ? 1024 : 1000;
  const abs = Math.abs(value);
  // Values below one byte keep exponent 0 rather than a negative index.
  const exponent = Math.max(
    0,
    Math.min(units.length - 1, Math.floor(Math.log(abs) / Math.log(base))),
  );
  const scaled = Number.parseFloat((abs / base ** exponent).toFixed(decimals));
  return `${value < 0 ? '-' : ''}${scaled}${units[exponent]}${suffix}`;
}
