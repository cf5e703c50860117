import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import { resetCsrfToken } from '../../api/http.ts';
import { jsonResponse, mockFetch, pendingUntilAborted } from '../../test/fetch-mock.ts';
import { ChartContainer } from './ChartContainer.tsx';
import { ChartView } from './ChartView.tsx';
import { useChart } from './use-chart.ts';

const TABLE = {
  datasource: '1__table',
  viz_type: 'table',
  metrics: ['count'],
  groupby: ['region'],
};
const RESULT = {
  data: [
    { region: 'EMEA', count: 10 },
    { region: 'APAC', count: 7 },
  ],
  colnames: ['region', 'count'],
  coltypes: [1, 0],
  rowcount: 2,
};

const status = () => screen.getByTestId('chart-container').getAttribute('data-chart-status');
const alertText = () => screen.getByTestId('error-alert-summary').textContent;

function renderContainer(formData: Record<string, unknown> = TABLE, timeoutMs?: number) {
  return render(
    <ChartContainer formData={formData} height={300} width={600} timeoutMs={timeoutMs} />,
  );
}

/** useChart and ChartView with a Stop button, as explore composes them. */
function StoppableChart() {
  const chart = useChart(TABLE);
  return (
    <>
      <button onClick={chart.stop}>Stop</button>
      <ChartView chart={chart} height={300} width={600} />
    </>
  );
}

describe('chart lifecycle (docs/charts.md §4)', () => {
  beforeEach(() => {
    resetCsrfToken();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is loading while the query runs, then success and rendered with the chart drawn', async () => {
    let answer: (r: Response) => void = () => undefined;
    mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderContainer();
    await waitFor(() => expect(status()).toBe('loading'));
    expect(screen.getByTestId('chart-loading')).toBeTruthy();
    await act(async () => answer(jsonResponse(200, { result: [RESULT] })));
    await waitFor(() => expect(status()).toBe('rendered'));
    expect(screen.getByText('EMEA')).toBeTruthy();
  });

  it('posts the request built by the chart type', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { result: [RESULT] }));
    renderContainer();
    await waitFor(() => expect(status()).toBe('rendered'));
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/v1/chart/data');
    const body = JSON.parse(String(call?.[1]?.body)) as {
      datasource: unknown;
      queries: { metrics: unknown; columns: unknown }[];
    };
    expect(body.datasource).toEqual({ id: 1, type: 'table' });
    expect(body.queries[0]).toMatchObject({ metrics: ['count'], columns: ['region'] });
  });

  it('fails with the first error of the response and keeps the others behind See more', async () => {
    mockFetch(() =>
      jsonResponse(400, {
        errors: [{ message: 'Column "regio" does not exist' }, { message: 'Second problem' }],
      }),
    );
    renderContainer();
    await waitFor(() => expect(status()).toBe('failed'));
    expect(alertText()).toBe('Column "regio" does not exist');
    fireEvent.click(screen.getByText('See more'));
    expect(screen.getByText('Second problem')).toBeTruthy();
  });

  it("fails with the server's message for {message} bodies", async () => {
    mockFetch(() => jsonResponse(400, { message: 'Error: division by zero' }));
    renderContainer();
    await waitFor(() => expect(status()).toBe('failed'));
    expect(alertText()).toBe('Error: division by zero');
  });

  it("fails with 'Network error.' when no answer comes", async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderContainer();
    await waitFor(() => expect(status()).toBe('failed'));
    expect(alertText()).toBe('Network error.');
  });

  it('fails on an answer without results with the unexpected-status message', async () => {
    mockFetch(() => jsonResponse(200, { something: 'else' }));
    renderContainer();
    await waitFor(() => expect(status()).toBe('failed'));
    expect(alertText()).toBe('Received unexpected response status while fetching chart data');
  });

  it("counts a timeout as a failure: 'Request timed out'", async () => {
    mockFetch((_url, init) => pendingUntilAborted(init));
    renderContainer(TABLE, 30);
    await waitFor(() => expect(status()).toBe('failed'));
    expect(alertText()).toBe('Request timed out');
  });

  it("is stopped with 'Updating chart was stopped' when the user stops the query", async () => {
    mockFetch((_url, init) => pendingUntilAborted(init));
    render(<StoppableChart />);
    await waitFor(() => expect(status()).toBe('loading'));
    fireEvent.click(screen.getByText('Stop'));
    await waitFor(() => expect(status()).toBe('stopped'));
    expect(alertText()).toBe('Updating chart was stopped');
  });

  it('aborts the request in flight when the form data changes, and shows the newer answer', async () => {
    const signals: AbortSignal[] = [];
    mockFetch((_url, init) => {
      if (init?.signal) signals.push(init.signal);
      const body = JSON.parse(String(init?.body)) as { queries: { columns: string[] }[] };
      if (body.queries[0]?.columns[0] === 'region') return pendingUntilAborted(init);
      return jsonResponse(200, {
        result: [
          { ...RESULT, colnames: ['status', 'count'], data: [{ status: 'Shipped', count: 3 }] },
        ],
      });
    });
    const view = renderContainer();
    await waitFor(() => expect(signals).toHaveLength(1));
    view.rerender(
      <ChartContainer formData={{ ...TABLE, groupby: ['status'] }} height={300} width={600} />,
    );
    await waitFor(() => expect(status()).toBe('rendered'));
    expect(signals[0]?.aborted).toBe(true);
    expect(screen.getByText('Shipped')).toBeTruthy();
  });

  it('does not query again when only render options change', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { result: [RESULT] }));
    const view = renderContainer();
    await waitFor(() => expect(status()).toBe('rendered'));
    view.rerender(
      <ChartContainer formData={{ ...TABLE, include_search: true }} height={300} width={600} />,
    );
    await waitFor(() => expect(screen.getByPlaceholderText('Search')).toBeTruthy());
    expect(
      fetchMock.mock.calls.filter(([url]) => String(url) === '/api/v1/chart/data'),
    ).toHaveLength(1);
  });

  it('stays idle and names the problem when the chart type is unknown', () => {
    mockFetch(() => jsonResponse(200, { result: [] }));
    renderContainer({ datasource: '1__table', viz_type: 'no_such_chart' });
    expect(status()).toBe('idle');
    expect(alertText()).toBe('Unknown chart type: no_such_chart');
  });
});
