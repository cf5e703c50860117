import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { resetCsrfToken } from '../../api/http.ts';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { DatasetList } from './DatasetList.tsx';

const row = (id: number, name: string, kind: 'physical' | 'virtual') => ({
  id,
  table_name: name,
  kind,
  schema: 'main',
  database: { id: 1, database_name: 'examples' },
  owners: [],
  changed_on_delta_humanized: 'a day ago',
});
const ROWS = [row(1, 'sales', 'physical'), row(2, 'big_orders', 'virtual')];
/** The machine is shared: antd renders and toasts can take longer than waitFor's default second. */
const SLOW = { timeout: 5000 };

function Search() {
  return <output data-test="location-search">{useLocation().search}</output>;
}

describe('dataset list', () => {
  let requests: { url: string; method: string }[];

  beforeEach(() => {
    resetCsrfToken();
    requests = [];
    mockFetch((rawUrl, init) => {
      const url = decodeURIComponent(rawUrl);
      const method = init?.method ?? 'GET';
      requests.push({ url, method });
      if (url.startsWith('/api/v1/database/?q='))
        return jsonResponse(200, {
          count: 1,
          ids: [1],
          result: [{ id: 1, database_name: 'examples' }],
        });
      if (url.startsWith('/api/v1/dataset/?q='))
        return jsonResponse(200, { count: 80, ids: [1, 2], result: ROWS });
      if (/^\/api\/v1\/dataset\/\d+$/.test(url) && method === 'DELETE')
        return jsonResponse(200, { message: 'OK' });
      return jsonResponse(404, { message: 'Not found' });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const lastList = () =>
    requests.filter((r) => r.method === 'GET' && r.url.startsWith('/api/v1/dataset/?q=')).at(-1)
      ?.url;
  const location = () => screen.getByTestId('location-search').textContent;

  it('opens at the page and order in the URL, keeps sorting in the URL and filters from the first page', async () => {
    renderWithApp(
      <>
        <DatasetList />
        <Search />
      </>,
      '/tablemodelview/list/?pageIndex=2&sortColumn=table_name&sortOrder=desc',
    );
    await waitFor(() => expect(screen.getByText('sales')).toBeTruthy(), SLOW);
    expect(lastList()).toBe(
      '/api/v1/dataset/?q=(order_column:table_name,order_direction:desc,page:2,page_size:25)',
    );
    expect(screen.getByTitle('3').className).toContain('ant-pagination-item-active');

    fireEvent.click(screen.getByText('Database'));
    await waitFor(
      () =>
        expect(lastList()).toBe(
          '/api/v1/dataset/?q=(order_column:database.database_name,order_direction:asc,page:2,page_size:25)',
        ),
      SLOW,
    );
    expect(location()).toBe('?pageIndex=2&sortColumn=database.database_name&sortOrder=asc');

    fireEvent.mouseDown(within(screen.getByTestId('dataset-kind-filter')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Virtual'));
    await waitFor(
      () =>
        expect(lastList()).toBe(
          '/api/v1/dataset/?q=(filters:!((col:sql,opr:dataset_is_null_or_empty,value:!f)),order_column:database.database_name,order_direction:asc,page:0,page_size:25)',
        ),
      SLOW,
    );
    expect(location()).toBe('?sortColumn=database.database_name&sortOrder=asc');

    fireEvent.click(screen.getByTitle('2'));
    await waitFor(
      () => expect(location()).toBe('?sortColumn=database.database_name&sortOrder=asc&pageIndex=1'),
      SLOW,
    );
    expect(lastList()).toContain('page:1,');
  }, 30_000);

  it('deletes the selected rows one request each', async () => {
    renderWithApp(<DatasetList />, '/tablemodelview/list/');
    await waitFor(() => expect(screen.getByText('sales')).toBeTruthy(), SLOW);
    expect(lastList()).toBe(
      '/api/v1/dataset/?q=(order_column:changed_on_delta_humanized,order_direction:desc,page:0,page_size:25)',
    );
    const [, first, second] = screen.getAllByRole('checkbox');
    fireEvent.click(first!);
    fireEvent.click(second!);
    fireEvent.click(await screen.findByTestId('dataset-bulk-delete'));
    await waitFor(() => expect(screen.getByText('Delete 2 datasets?')).toBeTruthy(), SLOW);
    expect(screen.getByTestId('confirm-modal').textContent).toContain(
      'These datasets sales, big_orders will be removed.',
    );
    fireEvent.click(screen.getByTestId('modal-confirm-button'));
    await waitFor(() => expect(screen.getByText('Deleted 2 datasets')).toBeTruthy(), SLOW);
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual([
      '/api/v1/dataset/1',
      '/api/v1/dataset/2',
    ]);
  }, 30_000);
});
