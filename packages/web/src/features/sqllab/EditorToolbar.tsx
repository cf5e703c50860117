import { useState } from 'react';
import { Button, Modal, Space, Table, Tooltip } from 'antd';
import {
  CaretRightOutlined,
  FormatPainterOutlined,
  LinkOutlined,
  SaveOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { errorMessage } from '../../api/api-slice.ts';
import {
  useCreateSqlLabPermalinkMutation,
  useEstimateCostMutation,
  useFormatSqlMutation,
} from '../../api/sqllab-api.ts';
import { copyTextToClipboard } from '../../components/clipboard.ts';
import { useToasts } from '../../components/toasts/toast-context.ts';
import type { QueryEditor } from './editor-model.ts';
import { isInProgress } from './query-state.ts';
import { RowLimitSelect } from './RowLimitSelect.tsx';
import { SaveQueryModal } from './SaveQueryModal.tsx';
import { useSqlLab } from './sqllab-context.ts';
import { TemplateParamsModal } from './TemplateParamsModal.tsx';

/** Run / Stop, Format, cost estimate, row limit, template parameters, save and share of a tab. */
export function EditorToolbar({
  editor,
  selectedText,
}: {
  editor: QueryEditor;
  selectedText: string;
}) {
  const lab = useSqlLab();
  const toasts = useToasts();
  const [formatSql, formatting] = useFormatSqlMutation();
  const [estimate, estimating] = useEstimateCostMutation();
  const [createPermalink] = useCreateSqlLabPermalinkMutation();
  const [cost, setCost] = useState<Record<string, unknown>[] | null>(null);
  const [modal, setModal] = useState<'params' | 'save' | null>(null);
  const db = editor.dbId === null ? undefined : lab.databases[String(editor.dbId)];
  const latest = editor.latestQueryId ? lab.state.queries[editor.latestQueryId] : undefined;
  const isRunning = isInProgress(latest?.state);
  const hasSelection = selectedText.trim() !== '';
  const canRun = editor.dbId !== null && (hasSelection || editor.sql.trim() !== '');

  const format = async () => {
    try {
      const result = await formatSql({ sql: editor.sql, engine: db?.backend }).unwrap();
      lab.updateEditor(editor.id, { sql: result });
    } catch (err) {
      toasts.addDangerToast(errorMessage(err));
    }
  };
  const estimateCost = async () => {
    if (editor.dbId === null) return;
    try {
      setCost(
        await estimate({
          database_id: editor.dbId,
          sql: hasSelection ? selectedText : editor.sql,
          schema: editor.schema,
          template_params: editor.templateParams || undefined,
        }).unwrap(),
      );
    } catch (err) {
      toasts.addDangerToast(errorMessage(err));
    }
  };
  const share = async () => {
    if (editor.dbId === null) return;
    try {
      const { url } = await createPermalink({
        dbId: editor.dbId,
        name: editor.name,
        sql: editor.sql,
        schema: editor.schema,
        templateParams: editor.templateParams || null,
        autorun: false,
      }).unwrap();
      await copyTextToClipboard(url).catch(() => undefined);
      toasts.addSuccessToast(`Link copied to clipboard: ${url}`);
    } catch (err) {
      toasts.addDangerToast(errorMessage(err));
    }
  };

  return (
    <Space wrap style={{ margin: '8px 0' }} data-test="sqllab-toolbar">
      {isRunning && latest ? (
        <Button
          danger
          icon={<StopOutlined />}
          data-test="sqllab-stop"
          onClick={() => lab.stopQuery(latest.id)}
        >
          Stop
        </Button>
      ) : (
        <Tooltip title="Ctrl/Cmd + Enter">
          <Button
            type="primary"
            icon={<CaretRightOutlined />}
            data-test="sqllab-run"
            disabled={!canRun}
            onClick={() => lab.runQuery(editor, hasSelection ? selectedText : undefined)}
          >
            {hasSelection ? 'Run selection' : 'Run'}
          </Button>
        </Tooltip>
      )}
      <RowLimitSelect
        value={editor.queryLimit}
        onChange={(queryLimit) => lab.updateEditor(editor.id, { queryLimit })}
      />
      <Button
        icon={<FormatPainterOutlined />}
        data-test="sqllab-format"
        loading={formatting.isLoading}
        onClick={() => void format()}
      >
        Format
      </Button>
      {db?.allows_cost_estimate && (
        <Button
          data-test="sqllab-estimate"
          loading={estimating.isLoading}
          disabled={!canRun}
          onClick={() => void estimateCost()}
        >
          Estimate cost
        </Button>
      )}
      <Button data-test="sqllab-template-params" onClick={() => setModal('params')}>
        Parameters{editor.templateParams ? ' •' : ''}
      </Button>
      <Button
        icon={<SaveOutlined />}
        data-test="sqllab-save"
        disabled={editor.dbId === null}
        onClick={() => setModal('save')}
      >
        Save
      </Button>
      <Button
        icon={<LinkOutlined />}
        data-test="sqllab-share"
        disabled={editor.dbId === null}
        onClick={() => void share()}
      >
        Copy link
      </Button>
      {modal === 'params' && (
        <TemplateParamsModal
          value={editor.templateParams}
          onSave={(templateParams) => lab.updateEditor(editor.id, { templateParams })}
          onClose={() => setModal(null)}
        />
      )}
      {modal === 'save' && <SaveQueryModal editor={editor} onClose={() => setModal(null)} />}
      <Modal
        open={cost !== null}
        title="Query cost estimate"
        footer={null}
        onCancel={() => setCost(null)}
      >
        <Table
          data-test="sqllab-cost"
          size="small"
          pagination={false}
          rowKey={(_, i) => String(i)}
          dataSource={cost ?? []}
          columns={Object.keys(cost?.[0] ?? {}).map((k) => ({
            title: k,
            dataIndex: k,
            key: k,
            render: (v: unknown) => String(v ?? ''),
          }))}
        />
      </Modal>
    </Space>
  );
}
