import { useEffect } from 'react';
import { Button, Flex, Modal, Spin, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { ChartDataRequest } from '@sightline/core';
import { copyTextToClipboard } from '../../components/clipboard.ts';
import { useToasts } from '../../components/toasts/toast-context.ts';
import { useResultQuery } from './use-result-query.ts';

/** Toast when the SQL cannot be loaded (docs/charts.md §8). */
export const VIEW_QUERY_ERROR = 'An error occurred while loading the SQL';

export interface ViewQueryModalProps {
  request: ChartDataRequest | null;
  open: boolean;
  onClose(): void;
}

/** The generated SQL of each query object, with copy and open-in-SQL-Lab. */
export function ViewQueryModal({ request, open, onClose }: ViewQueryModalProps) {
  const toasts = useToasts();
  const navigate = useNavigate();
  const { isLoading, results, error } = useResultQuery(request, 'query', open);
  useEffect(() => {
    if (error) toasts.addDangerToast(VIEW_QUERY_ERROR);
  }, [error, toasts]);
  const queries = (results ?? []).map((r) => String((r as { query?: unknown }).query ?? ''));
  const sql = queries.join(';\n\n');
  const datasourceKey = request ? `${request.datasource.id}__${request.datasource.type}` : '';

  const copy = async () => {
    try {
      await copyTextToClipboard(sql);
      toasts.addSuccessToast('Copied to clipboard!');
    } catch {
      toasts.addDangerToast('Sorry, your browser does not support copying.');
    }
  };
  const openInSqlLab = () => {
    // SQL Lab lives in this app: the requested query travels as router state and URL parameters.
    const params = new URLSearchParams({ datasourceKey, sql });
    navigate(`/sqllab/?${params.toString()}`, {
      state: { requestedQuery: { datasourceKey, sql } },
    });
  };

  return (
    <Modal
      open={open}
      title="View query"
      width={800}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      data-test="view-query-modal"
    >
      {isLoading && <Spin />}
      {error && <Typography.Text type="danger">{error.alert}</Typography.Text>}
      {results && (
        <>
          <Flex gap={8} style={{ marginBottom: 8 }}>
            <Button icon={<CopyOutlined />} data-test="view-query-copy" onClick={copy}>
              Copy
            </Button>
            <Button data-test="view-query-sqllab" onClick={openInSqlLab}>
              View in SQL Lab
            </Button>
          </Flex>
          {queries.map((query, i) => (
            <pre
              key={i}
              data-test="view-query-sql"
              style={{
                background: '#f7f7f7',
                padding: 12,
                whiteSpace: 'pre-wrap',
                maxHeight: 480,
                overflow: 'auto',
              }}
            >
              {query}
            </pre>
          ))}
        </>
      )}
    </Modal>
  );
}
