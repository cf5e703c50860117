import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_TTL_MS, takeEarlyGet } from './early-requests.ts';

const answer = (body: string) => Promise.resolve(new Response(body, { status: 200 }));

afterEach(() => {
  delete window.__sightlineEarly;
});

describe('early GET requests (index.html starts them, the page takes them)', () => {
  it('hands the early response to the first request of its URL only', async () => {
    window.__sightlineEarly = {
      '/api/v1/dashboard/1/charts': { response: answer('charts'), startedAt: Date.now() },
    };
    const first = takeEarlyGet('/api/v1/dashboard/1/charts');
    expect(await (await first!).text()).toBe('charts');
    expect(takeEarlyGet('/api/v1/dashboard/1/charts')).toBeNull();
  });

  it('gives nothing for another URL, or without the script', () => {
    window.__sightlineEarly = {
      '/api/v1/dashboard/1': { response: answer('detail'), startedAt: Date.now() },
    };
    expect(takeEarlyGet('/api/v1/dashboard/2')).toBeNull();
    delete window.__sightlineEarly;
    expect(takeEarlyGet('/api/v1/dashboard/1')).toBeNull();
  });

  it('drops an answer older than the time to live', () => {
    const startedAt = Date.now();
    window.__sightlineEarly = { '/api/v1/dashboard/1': { response: answer('old'), startedAt } };
    expect(takeEarlyGet('/api/v1/dashboard/1', startedAt + EARLY_TTL_MS + 1)).toBeNull();
    expect(window.__sightlineEarly['/api/v1/dashboard/1']).toBeUndefined();
  });
});
