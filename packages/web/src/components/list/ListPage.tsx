import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Empty, Pagination, Space, Spin, Table, Tooltip } from 'antd';
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
import { CardSort } from './CardSort.tsx';
import type { CardSortOption } from './CardSort.tsx';
import { ViewToggle } from './ViewToggle.tsx';
import { useViewMode } from './view-mode.ts';
import type { ListViewMode } from './view-mode.ts';

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
  /** A card view besides the table (Superset's renderCard), with the card/list toggle. */
  cardView?: ListCardView<Row>;
}

/** A list's card view: one card per row, with the star and row actions the table shows. */
export interface ListCardView<Row> {
  /** The localStorage key remembering the chosen view. */
  storageKey: string;
  /** The view before any choice; Superset opens charts and dashboards as cards. */
  defaultMode: ListViewMode;
  /** The Sort select's choices in card view. */
  sortOptions: CardSortOption[];
  renderCard(row: Row, parts: { favorite: ReactNode; actions: ReactNode }): ReactNode;
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
  const [viewMode, setViewMode] = useViewMode(
    props.cardView?.storageKey ?? 'sightline.list.view',
    props.cardView?.defaultMode ?? 'table',
  );
  const isCardView = props.cardView !== undefined && viewMode === 'card';
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

  const favoriteStar = (row: Row) =>
    favorites ? (
      <FavoriteStar
        isFavorite={Boolean(favorites.status?.[row.id])}
        name={rowName(row)}
        onToggle={() => void toggleFavorite(row)}
      />
    ) : null;
  const actionsOf = (row: Row) =>
    rowActions ? (
      <Space size={0}>
        {rowActions(row)}
        {canDelete && deleteButton(row)}
      </Space>
    ) : canDelete ? (
      deleteButton(row)
    ) : null;

  const columns: TableColumnsType<Row> = [
    ...(favorites
      ? [{ key: 'favorite', width: 48, render: (_: unknown, row: Row) => favoriteStar(row) }]
      : []),
    ...props.columns.map((column) =>
      column.sorter ? { ...column, sortOrder: list.sortOrder(String(column.key)) } : column,
    ),
    ...(canDelete || rowActions
      ? [
          {
            title: 'Actions',
            key: 'actions',
            render: (_: unknown, row: Row) => actionsOf(row),
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
      {props.cardView ? (
        <div style={{ display: 'flex', alignItems: 'flex-start', gap: 12 }}>
          <div style={{ paddingTop: 4 }}>
            <ViewToggle mode={viewMode} onChange={setViewMode} />
          </div>
          <div style={{ flex: 1, minWidth: 0 }}>{props.toolbar}</div>
          {isCardView && (
            <div style={{ paddingTop: 0 }}>
              <CardSort list={list} options={props.cardView.sortOptions} />
            </div>
          )}
        </div>
      ) : (
        props.toolbar
      )}
      {error ? (
        <ErrorAlert
          title={props.errorTitle}
          message={props.errorText ? props.errorText(errorMessage(error)) : errorMessage(error)}
          details={errorDetails(asApiError(error))}
        />
      ) : null}
      {isCardView && props.cardView ? (
        <Spin spinning={props.isFetching}>
          {rows.length === 0 ? (
            <Empty description={props.emptyText} style={{ padding: 48 }} />
          ) : (
            <div data-test={`${testIds.page}-cards`} style={CARD_GRID_STYLE}>
              {rows.map((row) => (
                <div key={row.id}>
                  {props.cardView?.renderCard(row, {
                    favorite: favoriteStar(row),
                    actions: actionsOf(row),
                  })}
                </div>
              ))}
            </div>
          )}
          <Pagination
            style={{ marginTop: 16, justifyContent: 'flex-end' }}
            current={list.page + 1}
            pageSize={list.pageSize}
            total={props.total}
            showSizeChanger={false}
            hideOnSinglePage
            onChange={(p) => list.setPage(p - 1)}
          />
        </Spin>
      ) : (
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
      )}
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

/** Superset's card grid: as many 300 px-or-wider cards as fit a row. */
const CARD_GRID_STYLE = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
  gap: 16,
} as const;
