import { Button, Space } from 'antd';
import type { QueryEditor } from './editor-model.ts';
import { QueryHistoryTable } from './QueryHistoryTable.tsx';
import { useSqlLab } from './sqllab-context.ts';

/** The queries of one tab, to run again here or open in a new tab. */
export function QueryHistoryPanel({ editor }: { editor: QueryEditor }) {
  const lab = useSqlLab();
  return (
    <QueryHistoryTable
      pageSize={10}
      filters={[{ col: 'sql_editor_id', opr: 'eq', value: editor.id }]}
      actions={(row) => (
        <Space size={4}>
          <Button
            size="small"
            data-test="history-rerun"
            onClick={() => {
              lab.updateEditor(editor.id, { sql: row.sql ?? undefined });
              lab.runQuery({ ...editor, sql: row.sql ?? '' });
            }}
          >
            Re-run
          </Button>
          <Button
            size="small"
            data-test="history-open"
            onClick={() =>
              void lab.newTab({
                sql: row.sql ?? undefined,
                dbId: row.database.id,
                schema: row.schema ?? null,
              })
            }
          >
            Open in new tab
          </Button>
        </Space>
      )}
    />
  );
}
