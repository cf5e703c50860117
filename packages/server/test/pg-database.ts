import pg from 'pg';

/** The PostgreSQL URL integration tests use; unset means those tests are skipped (CI always sets it). */
export const PG_URL = process.env.SIGHTLINE_TEST_PG_URL || '';
export const MYSQL_URL = process.env.SIGHTLINE_TEST_MYSQL_URL || '';
/** The Redis URL of the distributed-mode tests (cache, async events); CI always sets it. */
export const REDIS_URL = process.env.SIGHTLINE_TEST_REDIS_URL || '';

/** Creates a throwaway PostgreSQL database next to the one in `baseUrl`; fails loudly if unreachable. */
export async function createTempPgDatabase(
  baseUrl: string,
  prefix = 'sl_test',
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        // The role the examples are registered with when this database held the metadata (bootstrap.ts).
        await c.query(`DROP ROLE IF EXISTS "${name}_examples_reader"`);
      } finally {
        await c.end();
      }
    },
  };
}
