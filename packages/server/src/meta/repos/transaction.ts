import type { Kysely, Transaction } from 'kysely';
import type { MetaStore } from '../connect.ts';
import type { MetaSchema } from '../schema.ts';

const BOUND = Symbol('sightline.transaction');

/**
 * A store whose `db` is an open transaction. Repositories built on it write inside that
 * transaction; a repository method that opens its own transaction joins the outer one instead
 * (Kysely refuses nested transactions), so multi-statement repo methods stay usable.
 */
function boundStore(store: MetaStore, trx: Transaction<MetaSchema>): MetaStore {
  const joined = { execute: <T>(fn: (t: Kysely<MetaSchema>) => Promise<T>): Promise<T> => fn(db) };
  const db: Kysely<MetaSchema> = new Proxy(trx, {
    get(target, prop) {
      if (prop === 'transaction') return () => joined;
      if (prop === BOUND) return true;
      const value: unknown = Reflect.get(target, prop, target);
      // Kysely keeps its state in private fields, so its methods must run on the real object.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db, dialect: store.dialect, version: store.version, close: store.close };
}

/** Whether a store is already bound to a transaction. */
export const isTransactionStore = (store: MetaStore): boolean =>
  Boolean((store.db as unknown as Record<symbol, unknown>)[BOUND]);

/**
 * Runs `fn` in one metadata transaction: everything written through the store it receives commits
 * together or not at all. On SQLite the transaction holds the only connection, so `fn` must not read
 * or write through any other store (it would wait for itself). Nested calls join the outer transaction.
 */
export async function inTransaction<T>(
  store: MetaStore,
  fn: (tx: MetaStore) => Promise<T>,
): Promise<T> {
  if (isTransactionStore(store)) return fn(store);
  try {
    return await store.db.transaction().execute((trx) => fn(boundStore(store, trx)));
  } finally {
    // Its writes counted when they ran, before the commit made them visible: count once more now,
    // so a reader that took the version in between does not keep what it read (docs/adr/0022).
    store.version.value += 1;
    store.version.onWrite?.();
  }
}
