import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { ListPage } from './ListPage.tsx';
import { useListPage } from './use-list-page.ts';

interface Row {
  id: number;
  name: string;
}
const ROWS: Row[] = [
  { id: 1, name: 'one' },
  { id: 2, name: 'two' },
];

function Harness({ onExport }: { onExport(rows: Row[]): void }) {
  const list = useListPage({
    initialFilters: {},
    toListFilters: () => [],
    defaultSort: { column: 'name', direction: 'asc' },
  });
  return (
    <ListPage<Row, object>
      title="Things"
      testIds={{ page: 'p', table: 't' }}
      list={list}
      rows={ROWS}
      total={2}
      isFetching={false}
      emptyText="none"
      rowName={(r) => r.name}
      columns={[{ title: 'Name', key: 'name', render: (_, r) => r.name }]}
      bulkActions={[{ key: 'export', label: 'Export', dataTest: 'bulk-export', onClick: onExport }]}
    />
  );
}

describe('ListPage bulk actions', () => {
  it('turns row selection on without delete and hands the selected rows to the action', () => {
    const onExport = vi.fn();
    renderWithApp(<Harness onExport={onExport} />);
    expect(screen.queryByText('Export (1)')).toBeNull();
    const boxes = document.querySelectorAll<HTMLInputElement>('tbody input[type="checkbox"]');
    expect(boxes).toHaveLength(2);
    fireEvent.click(boxes[1]!);
    fireEvent.click(screen.getByText('Export (1)'));
    expect(onExport).toHaveBeenCalledWith([{ id: 2, name: 'two' }]);
    expect(screen.queryByText(/Delete selected/)).toBeNull();
  }, 30_000);
});
