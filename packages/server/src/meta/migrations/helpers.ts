import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import type { MetaDialect } from '../connect.ts';

/** A migration that knows which dialect it runs on. */
export interface Migration {
  name: string;
  up(db: Kysely<unknown>, dialect: MetaDialect): Promise<void>;
}

/** Adds an auto-increment integer primary key named `id` on either dialect. */
export function withId<T extends string>(
  tb: CreateTableBuilder<T, never>,
  dialect: MetaDialect,
): CreateTableBuilder<T, 'id'> {
  return dialect === 'postgres'
    ? tb.addColumn('id', 'serial', (c) => c.primaryKey())
    : tb.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** Boolean column with a default. */
export const boolDefault =
  (value: boolean) =>
  (c: ColumnDefinitionBuilder): ColumnDefinitionBuilder =>
    c.notNull().defaultTo(value);
