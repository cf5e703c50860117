import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTempPgDatabase, PG_URL } from '../../test/pg-database.ts';
import type { MetaTarget } from './connect.ts';
import { withStartupLock } from './startup-lock.ts';

/** Two holders started together: the second runs only after the first returned, and knows it waited. */
async function expectSerial(target: MetaTarget): Promise<void> {
  const events: string[] = [];
  const logs: string[] = [];
  let aInside!: () => void;
  const aEntered = new Promise<void>((resolve) => (aInside = resolve));
  const hold = (name: string) =>
    withStartupLock(
      target,
      async (info) => {
        events.push(`${name} in${info.waited ? ' (waited)' : ''}`);
        if (name === 'a') aInside();
        await new Promise((resolve) => setTimeout(resolve, 150));
        events.push(`${name} out`);
        return name;
      },
      { log: (m) => logs.push(m), pollMs: 20 },
    );
  const first = hold('a');
  // b starts once a holds the lock (a fixed head start lost the race on a loaded machine).
  await aEntered;
  expect(await Promise.all([first, hold('b')])).toEqual(['a', 'b']);
  expect(events).toEqual(['a in', 'a out', 'b in (waited)', 'b out']);
  expect(logs).toEqual([expect.stringContaining('waiting for it')]);
  // Released: a later holder gets it at once, also after a holder that threw.
  await expect(
    withStartupLock(target, async () => Promise.reject(new Error('boom'))),
  ).rejects.toThrow('boom');
  expect(await withStartupLock(target, async (info) => info.waited)).toBe(false);
}

describe('startup lock', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sl-startup-lock-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serialises holders on one SQLite store', async () => {
    await expectSerial({ sqlitePath: join(dir, 'sightline.db') });
  });

  it.skipIf(!PG_URL)('serialises holders on one PostgreSQL store', async () => {
    const db = await createTempPgDatabase(PG_URL, 'sl_lock');
    try {
      await expectSerial({ postgresUrl: db.url });
    } finally {
      await db.drop();
    }
  });
});
