import { type Frame, type Row } from './frame.ts';

/** A naive timestamp as the UTC Date the frames use: `d('2024-01-31')`, `d('2024-01-31T10:00')`. */
export function d(text: string): Date {
  return new Date(text.includes('T') ? `${text}:00Z` : `${text}T00:00:00Z`);
}

/** A plain frame from column names and row arrays. */
export function table(columns: string[], data: unknown[][]): Frame {
  return {
    columns,
    rows: data.map((values) => Object.fromEntries(columns.map((c, i) => [c, values[i]])) as Row),
  };
}

/** Rows of a frame as arrays: index levels first, then the data columns. */
export function records(frame: Frame): unknown[][] {
  const keys = [...(frame.index ?? []), ...frame.columns];
  return frame.rows.map((row) => keys.map((k) => row[k]));
}

/** One data column's values. */
export function column(frame: Frame, key: string): unknown[] {
  return frame.rows.map((row) => row[key]);
}
