import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  EVENT_STREAM_TTL_SECONDS,
  MemoryAsyncEventLog,
  RedisAsyncEventLog,
  type AsyncJob,
} from './async-events.ts';

const job = (channel: string, status: AsyncJob['status'] = 'done'): AsyncJob => ({
  channel_id: channel,
  job_id: randomUUID(),
  user_id: 1,
  status,
  errors: [],
  result_url: null,
});

describe('MemoryAsyncEventLog expiry', () => {
  it('drops a channel idle for longer than the TTL and keeps a live one', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    try {
      const log = new MemoryAsyncEventLog(3600);
      await log.add(job('idle'));
      await log.add(job('live'));
      vi.setSystemTime(new Date('2026-01-01T00:50:00Z'));
      await log.add(job('live'));
      vi.setSystemTime(new Date('2026-01-01T01:10:00Z'));
      await log.add(job('live'));
      expect(log.channelCount).toBe(1);
      expect(await log.since('idle', null)).toEqual([]);
      expect(await log.since('live', null)).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });
});

// A real Redis, e.g. SIGHTLINE_TEST_REDIS_URL=redis://127.0.0.1:6379. When set, it must be reachable.
const url = process.env.SIGHTLINE_TEST_REDIS_URL;

describe.skipIf(!url)('RedisAsyncEventLog against a real Redis', () => {
  const raw = url ? new Redis(url, { maxRetriesPerRequest: 1 }) : null;
  const channel = `test-${randomUUID()}`;
  afterAll(async () => {
    await raw?.del(`async-events-${channel}`);
    raw?.disconnect();
  });

  it('caps the stream and gives it an expiry that every write renews', async () => {
    const log = new RedisAsyncEventLog(url!);
    try {
      for (let i = 0; i < 1200; i++) await log.add(job(channel, 'running'));
      const key = `async-events-${channel}`;
      expect(await raw!.xlen(key)).toBeLessThan(1200);
      const ttl = await raw!.ttl(key);
      expect(ttl).toBeGreaterThan(EVENT_STREAM_TTL_SECONDS - 60);
      expect(ttl).toBeLessThanOrEqual(EVENT_STREAM_TTL_SECONDS);
      expect((await log.since(channel, null, 5)).map((e) => e.status)).toEqual(
        Array(5).fill('running'),
      );
    } finally {
      await log.close();
    }
  });
});
