/**
 * Deletes rows one request at a time, for lists whose API deletes one object per request; stops at
 * the first failure (ListPage shows it). Resolves to the success toast: `Deleted: <name>` for one
 * row, `Deleted <n> <many>` for several, as the bulk endpoints word it.
 */
export async function deleteRowsOneByOne<Row>(
  rows: readonly Row[],
  deleteRow: (row: Row) => Promise<unknown>,
  rowName: (row: Row) => string,
  many: string,
): Promise<string> {
  for (const row of rows) await deleteRow(row);
  return rows.length === 1 ? `Deleted: ${rowName(rows[0])}` : `Deleted ${rows.length} ${many}`;
}
