import type { CreateTableBuilder, Kysely } from 'kysely';
import type { MetaDialect } from '../connect.ts';
import { withId, type Migration } from './helpers.ts';

/**
 * CSS templates (Superset's `css_templates`: a named piece of CSS a dashboard's CSS editor loads) and
 * tags (Superset's `tag` and `tagged_object`: a tag's name is unique; a tagging names an object by its
 * type, `query`, `chart` or `dashboard`, and id, at most once per tag, and goes with its tag).
 */
/** Who made and last changed the row, and when (as every audited table). */
const audit = (tb: CreateTableBuilder<string, string>) =>
  tb
    .addColumn('created_on', 'varchar(32)', (c) => c.notNull())
    .addColumn('changed_on', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('changed_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'));

async function up(db: Kysely<unknown>, dialect: MetaDialect): Promise<void> {
  const s = db.schema;
  await audit(
    withId(s.createTable('css_templates'), dialect)
      .addColumn('template_name', 'varchar(250)', (c) => c.notNull())
      .addColumn('css', 'text', (c) => c.notNull()),
  ).execute();

  await audit(
    withId(s.createTable('tag'), dialect)
      .addColumn('name', 'varchar(250)', (c) => c.notNull().unique())
      .addColumn('type', 'varchar(50)', (c) => c.notNull())
      .addColumn('description', 'text'),
  ).execute();

  await audit(
    withId(s.createTable('tagged_object'), dialect)
      .addColumn('tag_id', 'integer', (c) => c.notNull().references('tag.id').onDelete('cascade'))
      .addColumn('object_id', 'integer', (c) => c.notNull())
      .addColumn('object_type', 'varchar(50)', (c) => c.notNull())
      .addUniqueConstraint('tagged_object_uq', ['tag_id', 'object_id', 'object_type']),
  ).execute();
  await s
    .createIndex('tagged_object_object_idx')
    .on('tagged_object')
    .columns(['object_type', 'object_id'])
    .execute();
}

export const cssTemplatesAndTags: Migration = { name: '0009-css-templates-and-tags', up };
