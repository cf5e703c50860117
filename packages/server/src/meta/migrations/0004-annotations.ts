import type { Kysely } from 'kysely';
import type { MetaDialect } from '../connect.ts';
import { withId, type Migration } from './helpers.ts';

/**
 * Annotation layers and their annotations (docs/query-object.md §7, Superset's AnnotationLayer and
 * Annotation). `start_dttm`/`end_dttm` are naive UTC ISO strings (`YYYY-MM-DDTHH:MM:SS[.ffffff]`), so
 * they sort as text on both dialects. An annotation goes with its layer; names are unique, as the
 * commands already check, so that a race cannot store two.
 */
async function up(db: Kysely<unknown>, dialect: MetaDialect): Promise<void> {
  const s = db.schema;
  await withId(s.createTable('annotation_layer'), dialect)
    .addColumn('name', 'varchar(250)', (c) => c.notNull().unique())
    .addColumn('descr', 'text')
    .addColumn('created_on', 'varchar(32)', (c) => c.notNull())
    .addColumn('changed_on', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('changed_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();

  await withId(s.createTable('annotation'), dialect)
    .addColumn('layer_id', 'integer', (c) =>
      c.notNull().references('annotation_layer.id').onDelete('cascade'),
    )
    .addColumn('short_descr', 'varchar(500)', (c) => c.notNull())
    .addColumn('long_descr', 'text')
    .addColumn('start_dttm', 'varchar(32)', (c) => c.notNull())
    .addColumn('end_dttm', 'varchar(32)', (c) => c.notNull())
    .addColumn('json_metadata', 'text')
    .addColumn('created_on', 'varchar(32)', (c) => c.notNull())
    .addColumn('changed_on', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('changed_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addUniqueConstraint('annotation_layer_short_descr_uq', ['layer_id', 'short_descr'])
    .execute();
  await s
    .createIndex('annotation_start_dttm_idx')
    .on('annotation')
    .columns(['layer_id', 'start_dttm'])
    .execute();
}

export const annotations: Migration = { name: '0004-annotations', up };
