import { useState } from 'react';
import { Button, Modal, Space, Spin, Tag, Tooltip, Typography } from 'antd';
import {
  CaretDownOutlined,
  CaretRightOutlined,
  CloseOutlined,
  EyeOutlined,
  KeyOutlined,
  CodeOutlined,
} from '@ant-design/icons';
import { errorMessage } from '../../api/api-slice.ts';
import { executeSql, useGetTableMetadataQuery } from '../../api/sqllab-api.ts';
import type { SqlResults, TableMetadata } from '../../api/sqllab-api.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { newClientId } from './editor-model.ts';
import type { QueryEditor } from './editor-model.ts';
import { ResultGrid } from './ResultGrid.tsx';
import type { LeftBarTable } from './sqllab-state.ts';
import { useSqlLab } from './sqllab-context.ts';

function keyTags(meta: TableMetadata, column: string): string[] {
  const tags: string[] = [];
  if (meta.primaryKey?.column_names.includes(column)) tags.push('pk');
  if (meta.foreignKeys?.some((k) => k.column_names.includes(column))) tags.push('fk');
  if (meta.indexes?.some((k) => k.column_names.includes(column))) tags.push('index');
  return tags;
}

/** One left-bar table: columns with types and keys, indexes, select-star and data preview. */
export function TableSchemaItem({
  table,
  editor,
  onToggle,
  onRemove,
}: {
  table: LeftBarTable;
  editor: QueryEditor;
  onToggle: () => void;
  onRemove: () => void;
}) {
  const lab = useSqlLab();
  const meta = useGetTableMetadataQuery({
    databaseId: table.dbId,
    schema: table.schema,
    name: table.name,
  });
  const [preview, setPreview] = useState<{ results?: SqlResults; error?: string } | null>(null);

  const previewData = () => {
    if (!meta.data) return;
    setPreview({});
    executeSql({
      client_id: newClientId(),
      database_id: table.dbId,
      sql: meta.data.selectStar,
      schema: table.schema,
      sql_editor_id: editor.id,
      tab: editor.name,
      queryLimit: 100,
      runAsync: false,
      json: true,
      select_as_cta: false,
      expand_data: true,
    })
      .then((body) =>
        setPreview('data' in body ? { results: body } : { error: 'The preview is still running' }),
      )
      .catch((err: unknown) => setPreview({ error: errorMessage(err) }));
  };

  return (
    <div
      data-test="left-bar-table"
      data-table-name={table.name}
      style={{ borderBottom: '1px solid #f0f0f0', padding: '4px 0' }}
    >
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Button
          type="text"
          size="small"
          data-test="table-toggle"
          icon={table.expanded ? <CaretDownOutlined /> : <CaretRightOutlined />}
          onClick={onToggle}
        >
          <strong>{table.name}</strong>
        </Button>
        <Space size={0}>
          <Tooltip title="Copy SELECT statement to the editor">
            <Button
              type="text"
              size="small"
              data-test="table-select-star"
              icon={<CodeOutlined />}
              disabled={!meta.data}
              onClick={() =>
                meta.data && lab.updateEditor(editor.id, { sql: meta.data.selectStar })
              }
            />
          </Tooltip>
          <Tooltip title="Data preview">
            <Button
              type="text"
              size="small"
              data-test="table-preview"
              icon={<EyeOutlined />}
              disabled={!meta.data}
              onClick={previewData}
            />
          </Tooltip>
          <Tooltip title="Remove table preview">
            <Button
              type="text"
              size="small"
              data-test="table-remove"
              icon={<CloseOutlined />}
              onClick={onRemove}
            />
          </Tooltip>
        </Space>
      </Space>
      {table.expanded && (
        <div style={{ paddingLeft: 24, fontSize: 12 }} data-test="table-columns">
          {meta.isLoading && <Spin size="small" />}
          {meta.error && <ErrorAlert message={errorMessage(meta.error)} />}
          {meta.data?.columns.map((c) => (
            <div
              key={c.name}
              data-test="table-column"
              style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}
            >
              <span>
                {keyTags(meta.data!, c.name).includes('pk') && (
                  <KeyOutlined style={{ marginRight: 4 }} />
                )}
                {c.name}
                {keyTags(meta.data!, c.name).map((k) => (
                  <Tag key={k} style={{ marginLeft: 4, fontSize: 10 }}>
                    {k}
                  </Tag>
                ))}
              </span>
              <Typography.Text type="secondary">{c.type}</Typography.Text>
            </div>
          ))}
          {(meta.data?.indexes ?? []).map((ix) => (
            <div key={ix.name ?? ix.column_names.join(',')} style={{ color: '#888' }}>
              index {ix.name}: {ix.column_names.join(', ')}
            </div>
          ))}
        </div>
      )}
      <Modal
        open={preview !== null}
        title={`Data preview: ${table.name}`}
        width={900}
        footer={null}
        onCancel={() => setPreview(null)}
      >
        {preview?.error && <ErrorAlert message={preview.error} />}
        {preview && !preview.error && !preview.results && <Spin />}
        {preview?.results && (
          <ResultGrid
            columns={preview.results.columns.map((c) => c.column_name ?? c.name)}
            rows={preview.results.data}
            height={400}
          />
        )}
      </Modal>
    </div>
  );
}
