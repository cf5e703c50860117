import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { resetCsrfToken } from '../../../api/http.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { ChartList } from './ChartList.tsx';

const VIEWER = {
  username: 'vi',
  firstName: 'Vi',
  lastName: 'Ewer',
  userId: 8,
  isActive: true,
  isAnonymous: false,
  roles: { Gamma: [['can_read', 'Chart']] },
  permissions: {},
};
const CHART = {
  id: 3,
  slice_name: 'Revenue',
  viz_type: 'pie',
  datasource_name_text: 'sales',
  owners: [],
  changed_on_delta_humanized: 'an hour ago',
};
/** The machine is shared: antd renders can take longer than waitFor's default second. */
const SLOW = { timeout: 5000 };

describe('chart list', () => {
  let listUrls: string[];
  let listStatus: number;

  beforeEach(() => {
    resetCsrfToken();
    listUrls = [];
    listStatus = 200;
    mockFetch((rawUrl) => {
      const url = decodeURIComponent(rawUrl);
      if (url === '/api/v1/me/roles/') return jsonResponse(200, { result: VIEWER });
      if (url.startsWith('/api/v1/chart/favorite_status/'))
        return jsonResponse(200, { result: [{ id: 3, value: true }] });
      if (url.startsWith('/api/v1/chart/related/')) return jsonResponse(200, { result: [] });
      if (url.startsWith('/api/v1/chart/?q=')) {
        listUrls.push(url.replace(/columns:!\([^)]*\),?/, ''));
        return listStatus === 200
          ? jsonResponse(200, { count: 1, ids: [3], result: [CHART] })
          : jsonResponse(listStatus, { message: 'Database is down' });
      }
      return jsonResponse(404, { message: 'Not found' });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sorts the Dataset column by datasource_name and shows no delete controls without can_write', async () => {
    renderWithApp(<ChartList />, '/chart/list/?viewMode=table');
    await waitFor(() => expect(screen.getByText('Revenue')).toBeTruthy(), SLOW);
    await waitFor(
      () => expect(screen.getByTestId('favorite-star').getAttribute('data-favorite')).toBe('true'),
      SLOW,
    );
    fireEvent.click(screen.getByText('Dataset'));
    await waitFor(
      () =>
        expect(listUrls.at(-1)).toBe(
          '/api/v1/chart/?q=(order_column:datasource_name,order_direction:asc,page:0,page_size:25)',
        ),
      SLOW,
    );
    fireEvent.click(screen.getByText('Dataset'));
    await waitFor(
      () =>
        expect(listUrls.at(-1)).toBe(
          '/api/v1/chart/?q=(order_column:datasource_name,order_direction:desc,page:0,page_size:25)',
        ),
      SLOW,
    );
    expect(screen.queryByTestId('chart-delete')).toBeNull();
    expect(screen.queryByTestId('add-chart')).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  }, 30_000);

  it('explains a failed fetch in its alert', async () => {
    listStatus = 500;
    renderWithApp(<ChartList />, '/chart/list/?viewMode=table');
    await waitFor(
      () => expect(screen.getByText('Could not fetch all saved charts')).toBeTruthy(),
      SLOW,
    );
    expect(screen.getByTestId('error-alert-summary').textContent).toBe(
      'Sorry there was an error fetching saved charts: Database is down',
    );
    expect(screen.getByText('No charts yet')).toBeTruthy();
  }, 30_000);
});
