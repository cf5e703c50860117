import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { resetCsrfToken } from '../../api/http.ts';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { testSlice } from './explore-test-fixtures.ts';
import { SaveModal } from './SaveModal.tsx';

const GAMMA = {
  username: 'gamma',
  firstName: 'G',
  lastName: 'User',
  userId: 7,
  isActive: true,
  isAnonymous: false,
  roles: { Gamma: [['can_write', 'Chart']] },
  permissions: {},
};
const timeFilter = {
  expressionType: 'SIMPLE',
  clause: 'WHERE',
  subject: 'order_date',
  operator: 'TEMPORAL_RANGE',
  comparator: 'Last year',
};
const extraFilter = {
  expressionType: 'SIMPLE',
  clause: 'WHERE',
  subject: 'region',
  operator: 'IN',
  comparator: ['EMEA'],
  isExtra: true,
};
const FORM_DATA = {
  datasource: '1__table',
  viz_type: 'table',
  metrics: ['count'],
  adhoc_filters: [timeFilter, extraFilter],
};
const SLICE = testSlice({
  slice_id: 3,
  slice_name: "Admin's chart",
  owners: [1],
  form_data: FORM_DATA,
});

describe('save chart modal', () => {
  let posted: Record<string, unknown> | null;

  beforeEach(() => {
    resetCsrfToken();
    posted = null;
    mockFetch((url, init) => {
      if (url === '/api/v1/me/roles/') return jsonResponse(200, { result: GAMMA });
      if (url.startsWith('/api/v1/dashboard/')) return jsonResponse(404, { message: 'Not found' });
      if (url === '/api/v1/chart/' && init?.method === 'POST') {
        posted = JSON.parse(String(init.body)) as Record<string, unknown>;
        return jsonResponse(201, { id: 11, result: posted });
      }
      return jsonResponse(404, { message: 'Not found' });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("refuses to overwrite another user's chart with 'You do not have permission to edit this chart'", async () => {
    renderWithApp(
      <SaveModal
        formData={FORM_DATA}
        slice={SLICE}
        defaultName="x"
        onClose={vi.fn()}
        onSaved={vi.fn()}
      />,
    );
    await waitFor(() =>
      expect(screen.getByTestId('save-no-permission').textContent).toContain(
        'You do not have permission to edit this chart',
      ),
    );
    const marked = screen.getByTestId('save-overwrite');
    const overwrite = (
      marked.tagName === 'INPUT' ? marked : marked.querySelector('input')
    ) as HTMLInputElement;
    expect(overwrite.disabled).toBe(true);
  });

  it('saves as a new chart with empty owners and extra filters dropped, then toasts', async () => {
    const onSaved = vi.fn();
    renderWithApp(
      <SaveModal
        formData={FORM_DATA}
        slice={SLICE}
        defaultName="x"
        onClose={vi.fn()}
        onSaved={onSaved}
      />,
    );
    await waitFor(() => expect(screen.getByTestId('save-no-permission')).toBeTruthy());
    fireEvent.change(screen.getByTestId('save-chart-name'), { target: { value: 'My copy' } });
    fireEvent.click(screen.getByTestId('save-modal-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(posted).toMatchObject({
      slice_name: 'My copy',
      owners: [],
      dashboards: [],
      datasource_id: 1,
      datasource_type: 'table',
      viz_type: 'table',
    });
    expect(JSON.parse(String(posted?.params)).adhoc_filters).toEqual([timeFilter]);
    expect(JSON.parse(String(posted?.query_context)).queries[0].filters).toEqual([
      { col: 'order_date', op: 'TEMPORAL_RANGE', val: 'Last year' },
    ]);
    expect(onSaved.mock.calls[0]?.[0]).toBe(11);
    await waitFor(() => expect(screen.getByText('Chart [My copy] has been saved')).toBeTruthy());
    expect(screen.queryByTestId('save-dashboard-select')).toBeNull();
  });
});
