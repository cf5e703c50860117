import { Select, Space } from 'antd';
import { useGetSchemasQuery } from '../../api/database-api.ts';
import { useSqlLab } from './sqllab-context.ts';
import type { QueryEditor } from './editor-model.ts';

/** The tab's database and schema selectors. */
export function DatabaseSchemaPicker({ editor }: { editor: QueryEditor }) {
  const lab = useSqlLab();
  const schemas = useGetSchemasQuery(editor.dbId ?? 0, { skip: editor.dbId === null });
  const databases = Object.values(lab.databases);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Select
        data-test="sqllab-database-select"
        style={{ width: '100%' }}
        placeholder="Select a database"
        aria-label="Database"
        value={editor.dbId ?? undefined}
        options={databases.map((db) => ({
          value: db.id,
          label: db.database_name,
          title: db.database_name,
        }))}
        onChange={(dbId: number) => lab.updateEditor(editor.id, { dbId, schema: null })}
      />
      <Select
        data-test="sqllab-schema-select"
        style={{ width: '100%' }}
        placeholder="Select a schema"
        aria-label="Schema"
        allowClear
        loading={schemas.isFetching}
        value={editor.schema ?? undefined}
        options={(schemas.data ?? []).map((s) => ({ value: s, label: s, title: s }))}
        onChange={(schema?: string) => lab.updateEditor(editor.id, { schema: schema ?? null })}
      />
    </Space>
  );
}
