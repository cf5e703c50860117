import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { useThumbnail } from './use-thumbnail.ts';

const URL_A = '/api/v1/chart/7/thumbnail/d1g3st/';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const DELAYS = [5, 10, 20];
const png = () => new Response(PNG, { status: 200, headers: { 'Content-Type': 'image/png' } });
const rendering = () => jsonResponse(202, { task_status: 'Pending', task_updated_at: null });

describe('useThumbnail', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks again after a 202 and shows the PNG once the server has rendered it', async () => {
    let calls = 0;
    const fetchMock = mockFetch(() => (++calls < 3 ? rendering() : png()));
    const { result } = renderHook(() => useThumbnail(URL_A, DELAYS));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(calls).toBe(3);
    expect(fetchMock.mock.calls.every(([url]) => url === URL_A)).toBe(true);
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('same-origin');
    const src = result.current.status === 'ready' ? result.current.src : '';
    expect(src.startsWith('blob:')).toBe(true);
  });

  it('gives up after its last retry instead of hammering a server that keeps answering 202', async () => {
    let calls = 0;
    mockFetch(() => {
      calls += 1;
      return rendering();
    });
    const { result } = renderHook(() => useThumbnail(URL_A, DELAYS));
    await waitFor(() => expect(result.current.status).toBe('missing'));
    expect(calls).toBe(DELAYS.length + 1);
    await new Promise((r) => setTimeout(r, 60));
    expect(calls).toBe(DELAYS.length + 1);
  });

  it('shows no image for a 404 or a missing URL, and asks nothing without a URL', async () => {
    const fetchMock = mockFetch(() => jsonResponse(404, { message: 'Not found' }));
    const { result } = renderHook(() => useThumbnail(URL_A, DELAYS));
    await waitFor(() => expect(result.current.status).toBe('missing'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const none = renderHook(() => useThumbnail(null, DELAYS));
    expect(none.result.current.status).toBe('missing');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
