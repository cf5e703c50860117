import type { AsyncEventsResponse, AsyncJob } from '@sightline/core';
import { ASYNC_DEADLINE_MS, ASYNC_POLL_MS } from './chart-data.ts';
import { ApiError, requestJson } from './http.ts';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function failure(status: number, message: string): ApiError {
  return new ApiError({ status, message, errors: [{ message }], body: undefined });
}

/** Polls the async events until the export job is done; resolves to its file's URL. */
async function followExportJob(jobId: string, deadlineMs: number): Promise<string> {
  let lastId = '';
  const deadline = Date.now() + deadlineMs;
  while (Date.now() <= deadline) {
    const query = lastId ? `?last_id=${encodeURIComponent(lastId)}` : '';
    const { result } = await requestJson<AsyncEventsResponse>(`/api/v1/async_event/${query}`);
    if (result.length) lastId = result[result.length - 1]!.id;
    const finished = result.find(
      (e) => e.job_id === jobId && (e.status === 'done' || e.status === 'error'),
    );
    if (finished?.status === 'done' && finished.result_url) return finished.result_url;
    if (finished) {
      const message = finished.errors?.map((e) => e.message).join('\n') || 'The export failed';
      throw failure(400, message);
    }
    await sleep(ASYNC_POLL_MS);
  }
  throw failure(504, 'The CSV export did not finish in time. Try again.');
}

/**
 * Downloads a CSV export (SQL Lab's "Download to CSV"). A large export in async mode answers 202
 * with a job (docs/api.md §2.11): `onQueued` is called, the job's events are followed and the
 * finished file is downloaded. Otherwise the probe is dropped as soon as its headers arrive and the
 * browser downloads the export itself, streamed to disk as before.
 */
export async function downloadCsvExport(
  url: string,
  onQueued: () => void,
  navigate: (url: string) => void = (u) => window.location.assign(u),
  deadlineMs = ASYNC_DEADLINE_MS,
): Promise<void> {
  const probe = new AbortController();
  const res = await fetch(url, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    signal: probe.signal,
  });
  if (res.status !== 202) {
    probe.abort();
    navigate(url);
    return;
  }
  const job = (await res.json()) as AsyncJob;
  onQueued();
  navigate(await followExportJob(job.job_id, deadlineMs));
}

/**
 * Downloads a chart-data CSV export (the chart menu's "Export to .CSV"). A JSON probe asks the server
 * whether the export runs as a job (`X-Sightline-Job-Probe`, docs/api.md §2.3): 202, a large export
 * in async mode, is followed like SQL Lab's and its file downloaded; 204 means nothing ran and the
 * export streams, so `stream` form-posts it and the browser writes it to disk as before.
 */
export async function downloadChartCsvExport(
  body: unknown,
  stream: () => void,
  onQueued: () => void,
  navigate: (url: string) => void = (u) => window.location.assign(u),
  deadlineMs = ASYNC_DEADLINE_MS,
): Promise<void> {
  const res = await fetch('/api/v1/chart/data', {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'X-Sightline-Job-Probe': '1',
    },
    body: JSON.stringify(body),
  });
  if (res.status !== 202) {
    // 204, or an error the form post shows as it always did.
    await res.body?.cancel();
    stream();
    return;
  }
  const job = (await res.json()) as AsyncJob;
  onQueued();
  navigate(await followExportJob(job.job_id, deadlineMs));
}
