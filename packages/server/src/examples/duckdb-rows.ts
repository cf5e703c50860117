import type { DuckDBConnection, DuckDBValue } from '@duckdb/node-api';

/** Small helpers the example generator shares: a seeded PRNG and batched parameterised inserts. */

/** A deterministic PRNG (mulberry32): the same seed yields the same sequence on every run and platform. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * SQL for a uniform pseudo-random DOUBLE in [0, 1) derived from `expr` and a fixed salt.
 * DuckDB's hash() is deterministic, unlike random(), so every run writes the same rows.
 */
export function sqlUniform(expr: string, salt: number): string {
  return `(hash(${expr}, ${Math.trunc(salt)}) / 18446744073709551616.0)`;
}

/** Creates `table` (column definitions given as SQL) and fills it with `rows` through bound parameters. */
export async function createAndFill(
  conn: DuckDBConnection,
  table: string,
  columns: readonly (readonly [name: string, type: string])[],
  rows: readonly (readonly DuckDBValue[])[],
  isTemp = false,
): Promise<void> {
  const defs = columns.map(([name, type]) => `"${name}" ${type}`).join(', ');
  await conn.run(`CREATE OR REPLACE ${isTemp ? 'TEMP ' : ''}TABLE ${table} (${defs})`);
  const rowsPerBatch = Math.max(1, Math.floor(2000 / columns.length));
  const placeholders = `(${columns.map(() => '?').join(', ')})`;
  for (let start = 0; start < rows.length; start += rowsPerBatch) {
    const batch = rows.slice(start, start + rowsPerBatch);
    const sql = `INSERT INTO ${table} VALUES ${batch.map(() => placeholders).join(', ')}`;
    await conn.run(sql, batch.flat());
  }
}
