import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../test/fetch-mock.ts';
import { downloadChartCsvExport, downloadCsvExport } from './csv-export.ts';

const JOB = {
  channel_id: 'c',
  job_id: 'j1',
  user_id: 1,
  status: 'pending',
  errors: [],
  result_url: null,
};

describe('downloadCsvExport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('follows a 202 export job and then downloads its file', async () => {
    let polls = 0;
    mockFetch((url) => {
      if (url.includes('/api/v1/sqllab/export/')) return jsonResponse(202, JOB);
      polls += 1;
      if (polls === 1)
        return jsonResponse(200, { result: [{ id: '1-0', job_id: 'j1', status: 'running' }] });
      return jsonResponse(200, {
        result: [
          { id: '1-1', job_id: 'j1', status: 'done', result_url: '/api/v1/sqllab/export_file/f' },
        ],
      });
    });
    const queued = vi.fn();
    const went: string[] = [];
    await downloadCsvExport('/api/v1/sqllab/export/q1/', queued, (u) => went.push(u));
    expect(queued).toHaveBeenCalledTimes(1);
    expect(polls).toBe(2);
    expect(went).toEqual(['/api/v1/sqllab/export_file/f']);
  });

  it('lets the browser download a streamed export itself', async () => {
    mockFetch(
      () => new Response('a\n1\n', { status: 200, headers: { 'content-type': 'text/csv' } }),
    );
    const queued = vi.fn();
    const went: string[] = [];
    await downloadCsvExport('/api/v1/sqllab/export/q2/', queued, (u) => went.push(u));
    expect(queued).not.toHaveBeenCalled();
    expect(went).toEqual(['/api/v1/sqllab/export/q2/']);
  });

  it('reports a failed export job', async () => {
    mockFetch((url) =>
      url.includes('/api/v1/sqllab/export/')
        ? jsonResponse(202, JOB)
        : jsonResponse(200, {
            result: [{ id: '1-0', job_id: 'j1', status: 'error', errors: [{ message: 'boom' }] }],
          }),
    );
    await expect(
      downloadCsvExport(
        '/api/v1/sqllab/export/q3/',
        () => undefined,
        () => undefined,
      ),
    ).rejects.toThrow('boom');
  });
});

describe('downloadChartCsvExport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('probes with the job header; a 202 job is followed and its file downloaded', async () => {
    const probes: RequestInit[] = [];
    mockFetch((url, init) => {
      if (url === '/api/v1/chart/data') {
        probes.push(init ?? {});
        return jsonResponse(202, JOB);
      }
      return jsonResponse(200, {
        result: [
          { id: '1-1', job_id: 'j1', status: 'done', result_url: '/api/v1/sqllab/export_file/g' },
        ],
      });
    });
    const stream = vi.fn();
    const queued = vi.fn();
    const went: string[] = [];
    await downloadChartCsvExport({ queries: [{}] }, stream, queued, (u) => went.push(u));
    expect(new Headers(probes[0]!.headers).get('X-Sightline-Job-Probe')).toBe('1');
    expect(JSON.parse(String(probes[0]!.body))).toEqual({ queries: [{}] });
    expect(stream).not.toHaveBeenCalled();
    expect(queued).toHaveBeenCalledTimes(1);
    expect(went).toEqual(['/api/v1/sqllab/export_file/g']);
  });

  it('form-posts the export when the server says it streams (204)', async () => {
    mockFetch(() => new Response(null, { status: 204 }));
    const stream = vi.fn();
    const queued = vi.fn();
    await downloadChartCsvExport({ queries: [{}] }, stream, queued, () => undefined);
    expect(stream).toHaveBeenCalledTimes(1);
    expect(queued).not.toHaveBeenCalled();
  });
});
