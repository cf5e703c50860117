import { useState } from 'react';
import { Button, Input } from 'antd';
import { useNavigate } from 'react-router';
import { ListPageHeader } from '../../components/ListPageHeader.tsx';
import { QueryHistoryTable, sqlLabUrlOf } from './QueryHistoryTable.tsx';

/** Every query the user ran, searchable by SQL, each openable in a new SQL Lab tab. */
export function QueryHistoryList() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  return (
    <div data-test="query-history-page">
      <ListPageHeader title="Query history" />
      <Input.Search allowClear placeholder="Search SQL" style={{ maxWidth: 360, marginBottom: 12 }} onSearch={setSearch} data-test="query-history-search" />
      <QueryHistoryTable
        filters={search.trim() ? [{ col: 'sql', opr: 'ct', value: search.trim() }] : []}
        actions={(row) => (
          <Button size="small" data-test="history-open" onClick={() => void navigate(sqlLabUrlOf(row))}>
            Open in SQL Lab
          </Button>
        )}
      />
    </div>
  );
}
