/*
 * What the bench watches inside the in-process server, without changing it: the statements run on the
 * databases' pooled drivers (the pipeline gets the same driver objects), and the data-cache keys
 * written, so that a cold run can delete them all.
 */
import { openDatabase } from '../../packages/server/src/commands/database/open-database.ts';
import type { RunningServer } from '../../packages/server/src/index.ts';

type AppContext = RunningServer['ctx'];

/** Statements run since the last reset, on every wrapped database. */
export interface QueryCounter {
  queries: number;
  distinct: Set<string>;
  reset(): void;
}

/** Wraps execute/stream of each named database's pooled driver to count the statements run. */
export async function countQueries(ctx: AppContext, names: string[]): Promise<QueryCounter> {
  const counter: QueryCounter = {
    queries: 0,
    distinct: new Set(),
    reset() {
      counter.queries = 0;
      counter.distinct.clear();
    },
  };
  const count = (sql: string) => {
    counter.queries += 1;
    counter.distinct.add(sql);
  };
  for (const name of names) {
    const database = await ctx.databases.findByName(name);
    if (!database) throw new Error(`no database ${name}`);
    const { driver } = await openDatabase(ctx, database);
    // DuckDB's execute reads this.stream: a stream opened synchronously inside execute is the same query.
    let isInsideExecute = false;
    const execute = driver.execute.bind(driver);
    driver.execute = (sql, options) => {
      count(sql);
      isInsideExecute = true;
      try {
        return execute(sql, options);
      } finally {
        isInsideExecute = false;
      }
    };
    if (driver.stream) {
      const stream = driver.stream.bind(driver);
      driver.stream = (sql, options) => {
        if (!isInsideExecute) count(sql);
        return stream(sql, options);
      };
    }
  }
  return counter;
}

/** Remembers every cache key written; the returned function deletes them all (a cold data cache). */
export function trackCache(ctx: AppContext): () => Promise<void> {
  const keys = new Set<string>();
  const set = ctx.cacheStore.set.bind(ctx.cacheStore);
  ctx.cacheStore.set = (key, value, ttl) => (keys.add(key), set(key, value, ttl));
  return async () => {
    for (const key of keys) await ctx.cacheStore.delete(key);
    keys.clear();
  };
}
