// Kept apart from contract.ts (which names React types) so server-safe modules can use them.

/** A cell of a chart-data result row; temporal values arrive as epoch milliseconds. */
export type DataRecordValue = string | number | boolean | null;

/** One row of a chart-data result. */
export type DataRecord = Record<string, DataRecordValue>;
