import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetCsrfToken } from '../../api/http.ts';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { QueryHistoryList } from './QueryHistoryList.tsx';

const QUERY = {
  id: 4,
  client_id: 'c4',
  database: { id: 1, database_name: 'examples' },
  schema: 'main',
  sql: 'SELECT 42',
  status: 'success',
  rows: 1,
  tab_name: 'Untitled',
  start_time: 0,
};
/** The machine is shared: antd renders can take longer than waitFor's default second. */
const SLOW = { timeout: 5000 };

describe('query history list', () => {
  let listUrls: string[];

  beforeEach(() => {
    resetCsrfToken();
    listUrls = [];
    mockFetch((rawUrl) => {
      const url = decodeURIComponent(rawUrl);
      if (url.startsWith('/api/v1/database/?q='))
        return jsonResponse(200, { count: 0, ids: [], result: [] });
      if (url.startsWith('/api/v1/query/?q=')) {
        listUrls.push(url);
        return jsonResponse(200, { count: 1, ids: [4], result: [QUERY] });
      }
      return jsonResponse(404, { message: 'Not found' });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sorts by a header, filters by state and offers Open in SQL Lab without delete or selection', async () => {
    renderWithApp(<QueryHistoryList />, '/sqllab/history/');
    await waitFor(() => expect(screen.getByText('SELECT 42')).toBeTruthy(), SLOW);
    expect(listUrls.at(-1)).toBe(
      '/api/v1/query/?q=(order_column:changed_on,order_direction:desc,page:0,page_size:25)',
    );

    fireEvent.click(screen.getByText('Started'));
    await waitFor(
      () =>
        expect(listUrls.at(-1)).toBe(
          '/api/v1/query/?q=(order_column:start_time,order_direction:asc,page:0,page_size:25)',
        ),
      SLOW,
    );

    fireEvent.mouseDown(
      within(screen.getByTestId('query-history-status-filter')).getByRole('combobox'),
    );
    fireEvent.click(await screen.findByTitle('failed'));
    await waitFor(
      () =>
        expect(listUrls.at(-1)).toBe(
          '/api/v1/query/?q=(filters:!((col:status,opr:eq,value:failed)),order_column:start_time,order_direction:asc,page:0,page_size:25)',
        ),
      SLOW,
    );

    expect(screen.getByTestId('history-open').textContent).toBe('Open in SQL Lab');
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByLabelText('Delete SELECT 42')).toBeNull();
  }, 30_000);
});
