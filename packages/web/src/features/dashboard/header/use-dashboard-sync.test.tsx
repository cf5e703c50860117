import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { resetCsrfToken } from '../../../api/http.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { useDashboardActions } from './use-dashboard-actions.ts';
import { useFilterStateKey } from '../filters/use-filter-state-key.ts';

configure({ asyncUtilTimeout: 5000 });

const MASKS = { 'NATIVE_FILTER-a': { id: 'NATIVE_FILTER-a', filterState: { value: ['EMEA'] } } };

function ActionsHarness() {
  const actions = useDashboardActions(7, async () => undefined);
  return (
    <>
      <button
        type="button"
        onClick={() => void actions.saveCrossFilterScoping({ chart_configuration: {} })}
      >
        scoping
      </button>
      <button
        type="button"
        onClick={() =>
          void actions.syncColors({ color_scheme: 'bnbColors', label_colors: { EMEA: '#f00' } })
        }
      >
        colors
      </button>
    </>
  );
}

function FilterStateHarness({ initialKey }: { initialKey: string | null }) {
  const persist = useFilterStateKey(7, initialKey);
  const location = useLocation();
  return (
    <>
      <button type="button" onClick={() => void persist(MASKS)}>
        apply
      </button>
      <span data-test="search">{location.search}</span>
    </>
  );
}

describe('dashboard server sync', { timeout: 30_000 }, () => {
  beforeEach(() => resetCsrfToken());
  afterEach(() => vi.unstubAllGlobals());

  it("toasts 'Failed to save cross-filter scoping' when the json_metadata PUT fails", async () => {
    const fetch = mockFetch((url) =>
      url.includes('favorite_status')
        ? jsonResponse(200, { result: [] })
        : jsonResponse(403, { message: 'Forbidden' }),
    );
    renderWithApp(<ActionsHarness />);
    fireEvent.click(screen.getByText('scoping'));
    expect((await screen.findByTestId('toast')).textContent).toContain(
      'Failed to save cross-filter scoping',
    );
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(String(put[0])).toBe('/api/v1/dashboard/7');
    expect(JSON.parse(String(put[1]!.body))).toEqual({
      json_metadata: '{"chart_configuration":{}}',
    });
  });

  it('syncs colours through PUT /colors without marking the dashboard updated', async () => {
    const fetch = mockFetch((url) =>
      jsonResponse(200, url.includes('favorite_status') ? { result: [] } : {}),
    );
    renderWithApp(<ActionsHarness />);
    fireEvent.click(screen.getByText('colors'));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true),
    );
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(String(put[0])).toBe('/api/v1/dashboard/7/colors?mark_updated=false');
    expect(JSON.parse(String(put[1]!.body))).toEqual({
      color_scheme: 'bnbColors',
      label_colors: { EMEA: '#f00' },
      shared_label_colors: [],
      map_label_colors: {},
      color_scheme_domain: [],
    });
  });

  it('writes applied filters to filter_state and puts the key in the URL, then updates the same key', async () => {
    let n = 0;
    const fetch = mockFetch(() => jsonResponse(n++ === 0 ? 201 : 200, { key: 'key-1' }));
    renderWithApp(<FilterStateHarness initialKey={null} />, '/superset/dashboard/7/?standalone=1');
    fireEvent.click(screen.getByText('apply'));
    await waitFor(() =>
      expect(screen.getByTestId('search').textContent).toBe(
        '?standalone=1&native_filters_key=key-1',
      ),
    );
    const [url, init] = fetch.mock.calls[fetch.mock.calls.length - 1]!;
    expect(String(url)).toMatch(/^\/api\/v1\/dashboard\/7\/filter_state\?tab_id=\d+$/);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init!.body))).toEqual({ value: JSON.stringify(MASKS) });
    fireEvent.click(screen.getByText('apply'));
    await waitFor(() => expect(fetch.mock.calls.some(([, i]) => i?.method === 'PUT')).toBe(true));
    const put = fetch.mock.calls.find(([, i]) => i?.method === 'PUT')!;
    expect(String(put[0])).toMatch(/^\/api\/v1\/dashboard\/7\/filter_state\/key-1\?tab_id=\d+$/);
  });
});
