import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { resetCsrfToken } from '../../api/http.ts';
import { AnnotationLayerListPage } from '../../pages/AnnotationLayerListPage.tsx';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';

const LAYER = {
  id: 4,
  name: 'Releases',
  descr: 'Product launches',
  changed_on_delta_humanized: 'a day ago',
  created_by: { id: 1, first_name: 'Admin', last_name: 'User' },
};
const NOTE = {
  id: 9,
  short_descr: 'v2',
  long_descr: 'big one',
  start_dttm: '2024-05-01T10:00:00',
  end_dttm: '2024-05-01T12:00:00',
  json_metadata: null,
};

function Search() {
  return <output data-test="location-search">{useLocation().search}</output>;
}

describe('annotation layer page', () => {
  let requests: { url: string; method: string; body: unknown }[];

  beforeEach(() => {
    resetCsrfToken();
    requests = [];
    mockFetch((url, init) => {
      const method = init?.method ?? 'GET';
      requests.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.startsWith('/api/v1/annotation_layer/?q='))
        return jsonResponse(200, { count: 1, ids: [4], result: [LAYER] });
      if (url === '/api/v1/annotation_layer/' && method === 'POST')
        return jsonResponse(422, { message: { name: ['Name must be unique'] } });
      if (url === '/api/v1/annotation_layer/4') return jsonResponse(200, { id: 4, result: LAYER });
      if (url.startsWith('/api/v1/annotation_layer/4/annotation/?q='))
        return jsonResponse(200, { count: 1, ids: [9], result: [NOTE] });
      if (url === '/api/v1/annotation_layer/4/annotation/' && method === 'POST')
        return jsonResponse(201, { id: 10, result: {} });
      return jsonResponse(404, { message: 'Not found' });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists layers and shows the server message when a name is taken', async () => {
    renderWithApp(<AnnotationLayerListPage />, '/annotationlayer/list/');
    await waitFor(() => expect(screen.getByText('Releases')).toBeTruthy());
    expect(screen.getByText('Product launches')).toBeTruthy();
    expect(screen.getByText('Admin User')).toBeTruthy();
    fireEvent.click(screen.getByTestId('annotation-layer-add'));
    fireEvent.change(screen.getByTestId('annotation-layer-name'), {
      target: { value: 'Releases' },
    });
    fireEvent.click(screen.getByTestId('annotation-layer-save'));
    await waitFor(() => expect(screen.getByText('Name must be unique')).toBeTruthy());
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Releases',
      descr: null,
    });
  }, 20_000);

  it("lists a layer's annotations and creates one after checking the dates", async () => {
    renderWithApp(<AnnotationLayerListPage />, '/annotationlayer/list/?layer=4');
    await waitFor(() => expect(screen.getByText('Annotation layer Releases')).toBeTruthy());
    expect(screen.getByText('v2')).toBeTruthy();
    expect(screen.getByText('2024-05-01 10:00:00 UTC')).toBeTruthy();
    fireEvent.click(screen.getByTestId('annotation-add'));
    fireEvent.change(screen.getByTestId('annotation-short-descr'), { target: { value: 'v3' } });
    fireEvent.change(screen.getByTestId('annotation-start'), {
      target: { value: '2024-06-02T00:00' },
    });
    fireEvent.change(screen.getByTestId('annotation-end'), {
      target: { value: '2024-06-01T00:00' },
    });
    fireEvent.click(screen.getByTestId('annotation-save'));
    await waitFor(() => expect(screen.getByText('End date must be after start date')).toBeTruthy());
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    fireEvent.change(screen.getByTestId('annotation-end'), {
      target: { value: '2024-06-03T00:00' },
    });
    fireEvent.click(screen.getByTestId('annotation-save'));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')).toEqual({
      url: '/api/v1/annotation_layer/4/annotation/',
      method: 'POST',
      body: {
        short_descr: 'v3',
        long_descr: null,
        start_dttm: '2024-06-02T00:00',
        end_dttm: '2024-06-03T00:00',
        json_metadata: null,
      },
    });
  }, 20_000);

  it('sorts layers and annotations by their headers, keeping the layer in the URL', async () => {
    const { unmount } = renderWithApp(<AnnotationLayerListPage />, '/annotationlayer/list/');
    await waitFor(() => expect(screen.getByText('Releases')).toBeTruthy());
    fireEvent.click(screen.getByText('Name'));
    await waitFor(() =>
      expect(decodeURIComponent(requests.at(-1)!.url)).toBe(
        '/api/v1/annotation_layer/?q=(order_column:name,order_direction:desc,page:0,page_size:25)',
      ),
    );
    unmount();

    renderWithApp(
      <>
        <AnnotationLayerListPage />
        <Search />
      </>,
      '/annotationlayer/list/?layer=4',
    );
    await waitFor(() => expect(screen.getByText('v2')).toBeTruthy());
    fireEvent.click(screen.getByText('End'));
    await waitFor(() =>
      expect(screen.getByTestId('location-search').textContent).toBe(
        '?layer=4&sortColumn=end_dttm&sortOrder=asc',
      ),
    );
    const annotationLists = requests.filter((r) =>
      r.url.startsWith('/api/v1/annotation_layer/4/annotation/?q='),
    );
    await waitFor(() =>
      expect(decodeURIComponent(annotationLists.at(-1)!.url)).toContain(
        'order_column:end_dttm,order_direction:asc',
      ),
    );
    expect(screen.getByText('Annotation layer Releases')).toBeTruthy();
  }, 20_000);
});
