import { Divider, Select } from 'antd';
import { useGetTablesQuery } from '../../api/database-api.ts';
import { DatabaseSchemaPicker } from './DatabaseSchemaPicker.tsx';
import type { QueryEditor } from './editor-model.ts';
import { TableSchemaItem } from './TableSchemaItem.tsx';
import { useLeftBar } from './use-left-bar.ts';

/** The left bar: database and schema of the tab, a table picker and the tables added to the tab. */
export function SchemaBrowser({ editor }: { editor: QueryEditor }) {
  const { tables, addTable, setExpanded, removeTable } = useLeftBar(editor);
  const options = useGetTablesQuery(
    { databaseId: editor.dbId ?? 0, schema: editor.schema ?? '' },
    { skip: editor.dbId === null || !editor.schema },
  );
  return (
    <div
      data-test="sqllab-left-bar"
      style={{ width: 280, flex: '0 0 280px', paddingRight: 12, overflow: 'auto' }}
    >
      <DatabaseSchemaPicker editor={editor} />
      <Select
        data-test="sqllab-table-select"
        style={{ width: '100%', marginTop: 8 }}
        placeholder={editor.schema ? 'Add a table' : 'Select a schema to add tables'}
        aria-label="Add a table"
        disabled={!editor.schema}
        showSearch
        value={null}
        loading={options.isFetching}
        options={(options.data ?? []).map((t) => ({
          value: t.value,
          label: t.value,
          title: t.value,
        }))}
        onChange={(name: string) => addTable(editor.schema, name)}
      />
      <Divider style={{ margin: '12px 0' }} />
      {tables.map((t) => (
        <TableSchemaItem
          key={t.key}
          table={t}
          editor={editor}
          onToggle={() => setExpanded(t, !t.expanded)}
          onRemove={() => removeTable(t)}
        />
      ))}
    </div>
  );
}
