import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Space, Table, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { asApiError, errorMessage } from '../../api/api-slice.ts';
import { errorDetails } from '../../api/error-details.ts';
import { ConfirmModal } from '../ConfirmModal.tsx';
import { ErrorAlert } from '../ErrorAlert.tsx';
import { FavoriteStar } from '../FavoriteStar.tsx';
import { ListPageHeader } from '../ListPageHeader.tsx';
import { useToasts } from '../toasts/toast-context.ts';
import type { ListPageState } from './use-list-page.ts';

/** The favorite stars of a list's rows. */
export interface ListFavorites {
  /** Whether each row id is a favorite; undefined while loading. */
  status: Record<number, boolean> | undefined;
  /** Stars or unstars one row. */
  set(id: number, isFavorite: boolean): Promise<unknown>;
  /** The toast shown when starring fails. */
  failureMessage: string;
}

/** data-test ids of a list page. */
export interface ListPageTestIds {
  page: string;
  table: string;
  /** A row's delete button; needed when rows can be deleted. */
  rowDelete?: string;
  /** The "Delete selected" button; a list without it has no row selection. */
  bulkDelete?: string;
}

export interface ListPageProps<Row extends { id: number }, Filters> {
  title: string;
  testIds: ListPageTestIds;
  list: ListPageState<Filters>;
  rows: Row[];
  total: number;
  isFetching: boolean;
  /** The columns between the favorite star and the actions; a `sorter: true` column gets its sort order from `list`. */
  columns: TableColumnsType<Row>;
  emptyText: string;
  /** The failed request's error, shown above the table. */
  error?: unknown;
  errorTitle?: string;
  /** The alert's text for the error's message; the message itself by default. */
  errorText?(message: string): string;
  /** Header buttons, right of "Delete selected". */
  actions?: ReactNode;
  /** Shown above the title row. */
  above?: ReactNode;
  /** Shown between the title row and the table: search and filters. */
  toolbar?: ReactNode;
  /** Shown after the table: the page's own dialogs. */
  children?: ReactNode;
  favorites?: ListFavorites;
  /** A row's name in labels, toasts and the delete dialog. */
  rowName(row: Row): string;
  /** What one and several rows are called in the delete dialog. */
  noun?: { one: string; many: string };
  /** The delete dialog's last sentence. */
  deleteNote?: string;
  /** Rows can be deleted (with `onDelete`); false by default: no delete buttons, no selection. */
  canDelete?: boolean;
  isDeleting?: boolean;
  /** Deletes the rows; resolves to the success toast's text. */
  onDelete?(rows: Row[]): Promise<string>;
  /** Row buttons, left of Delete; they get the Actions column even when rows cannot be deleted. */
  rowActions?(row: Row): ReactNode;
  /** Buttons for the selected rows besides Delete (Superset's bulk Export); they turn selection on. */
  bulkActions?: { key: string; label: string; dataTest: string; onClick(rows: Row[]): void }[];
}

/** A server-paginated list page: title and actions, filters, error, sortable table with favorite stars, single and bulk delete. */
export function ListPage<Row extends { id: number }, Filters>(props: ListPageProps<Row, Filters>) {
  const {
    list,
    rows,
    testIds,
    favorites,
    rowName,
    noun = { one: 'item', many: 'items' },
    rowActions,
  } = props;
  const canDelete = Boolean(props.canDelete && props.onDelete);
  const toasts = useToasts();
  const [selected, setSelected] = useState<number[]>([]);
  const [toDelete, setToDelete] = useState<Row[]>([]);
  const names = toDelete.map(rowName).join(', ');

  const toggleFavorite = async (row: Row) => {
    if (!favorites) return;
    try {
      await favorites.set(row.id, !favorites.status?.[row.id]);
    } catch {
      toasts.addDangerToast(favorites.failureMessage);
    }
  };
  const confirmDelete = async () => {
    try {
      if (props.onDelete) toasts.addSuccessToast(await props.onDelete(toDelete));
      setSelected((current) => current.filter((id) => !toDelete.some((row) => row.id === id)));
    } catch (err) {
      toasts.addDangerToast(`There was an issue deleting ${names}: ${errorMessage(err)}`);
    }
    setToDelete([]);
  };
  const deleteButton = (row: Row) => (
    <Tooltip title="Delete">
      <Button
        type="text"
        size="small"
        danger
        icon={<DeleteOutlined />}
        aria-label={`Delete ${rowName(row)}`}
        data-test={testIds.rowDelete}
        onClick={() => setToDelete([row])}
      />
    </Tooltip>
  );

  const columns: TableColumnsType<Row> = [
    ...(favorites
      ? [
          {
            key: 'favorite',
            width: 48,
            render: (_: unknown, row: Row) => (
              <FavoriteStar
                isFavorite={Boolean(favorites.status?.[row.id])}
                name={rowName(row)}
                onToggle={() => void toggleFavorite(row)}
              />
            ),
          },
        ]
      : []),
    ...props.columns.map((column) =>
      column.sorter ? { ...column, sortOrder: list.sortOrder(String(column.key)) } : column,
    ),
    ...(canDelete || rowActions
      ? [
          {
            title: 'Actions',
            key: 'actions',
            render: (_: unknown, row: Row) =>
              rowActions ? (
                <Space size={0}>
                  {rowActions(row)}
                  {canDelete && deleteButton(row)}
                </Space>
              ) : (
                deleteButton(row)
              ),
          },
        ]
      : []),
  ];
  const hasBulkDelete = canDelete && testIds.bulkDelete !== undefined;
  const bulkActions = props.bulkActions ?? [];
  const hasSelection = hasBulkDelete || bulkActions.length > 0;
  const selectedRows = rows.filter((r) => selected.includes(r.id));
  const error = props.error;

  return (
    <div data-test={testIds.page}>
      {props.above}
      <ListPageHeader
        title={props.title}
        actions={
          hasSelection ? (
            <Space>
              {selected.length > 0 &&
                bulkActions.map((a) => (
                  <Button
                    key={a.key}
                    data-test={a.dataTest}
                    onClick={() => a.onClick(selectedRows)}
                  >
                    {a.label} ({selected.length})
                  </Button>
                ))}
              {hasBulkDelete && selected.length > 0 && (
                <Button
                  danger
                  data-test={testIds.bulkDelete}
                  onClick={() => setToDelete(selectedRows)}
                >
                  Delete selected ({selected.length})
                </Button>
              )}
              {props.actions}
            </Space>
          ) : (
            props.actions
          )
        }
      />
      {props.toolbar}
      {error ? (
        <ErrorAlert
          title={props.errorTitle}
          message={props.errorText ? props.errorText(errorMessage(error)) : errorMessage(error)}
          details={errorDetails(asApiError(error))}
        />
      ) : null}
      <Table<Row>
        data-test={testIds.table}
        rowKey="id"
        size="middle"
        loading={props.isFetching}
        columns={columns}
        dataSource={rows}
        onChange={list.onTableChange}
        rowSelection={
          hasSelection
            ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }
            : undefined
        }
        locale={{ emptyText: props.emptyText }}
        pagination={{
          current: list.page + 1,
          pageSize: list.pageSize,
          total: props.total,
          showSizeChanger: false,
          onChange: (p) => list.setPage(p - 1),
        }}
      />
      {props.children}
      <ConfirmModal
        open={toDelete.length > 0}
        title={
          toDelete.length > 1 ? `Delete ${toDelete.length} ${noun.many}?` : `Delete ${noun.one}?`
        }
        okText="Delete"
        isDanger
        isLoading={props.isDeleting ?? false}
        onOk={confirmDelete}
        onCancel={() => setToDelete([])}
      >
        {toDelete.length > 1 ? `These ${noun.many}` : `The ${noun.one}`} <strong>{names}</strong>{' '}
        will be removed. {props.deleteNote ?? 'This cannot be undone.'}
      </ConfirmModal>
    </div>
  );
}
