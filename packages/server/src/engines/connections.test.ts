import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConnectionManager } from './connections.ts';
import { getEngine } from './registry.ts';
import { parseUri } from './uri.ts';

const dir = mkdtempSync(join(tmpdir(), 'sightline-connections-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('ConnectionManager', () => {
  it('caches one driver per key, shares concurrent connects and replaces it when the URI changes', async () => {
    const manager = new ConnectionManager();
    const a = parseUri(`sqlite:///${join(dir, 'a.db')}`);
    const [d1, d2] = await Promise.all([
      manager.get('db:1', a),
      manager.get('db:1', getEngine('sqlite'), a),
    ]);
    expect(d1).toBe(d2);
    await d1.execute('CREATE TABLE t (i INTEGER)');
    const d3 = await manager.get('db:1', parseUri(`sqlite:///${join(dir, 'b.db')}`));
    expect(d3).not.toBe(d1);
    // The replaced driver was closed.
    await expect(d1.execute('SELECT 1')).rejects.toThrow();
    await manager.closeAll();
    await expect(d3.execute('SELECT 1')).rejects.toThrow();
  });

  it('reconnects after invalidate and does not cache failed connects', async () => {
    const manager = new ConnectionManager();
    const uri = parseUri('duckdb://');
    const d1 = await manager.get('db:2', uri);
    await manager.invalidate('db:2');
    await manager.invalidate('db:unknown');
    expect(await manager.get('db:2', uri)).not.toBe(d1);
    const bad = parseUri(`sqlite:///${join(dir, 'missing', 'x.db')}`);
    await expect(manager.get('db:3', bad)).rejects.toMatchObject({
      errorType: 'CONNECTION_UNKNOWN_DATABASE_ERROR',
    });
    await expect(manager.get('db:3', bad)).rejects.toMatchObject({
      errorType: 'CONNECTION_UNKNOWN_DATABASE_ERROR',
    });
    await manager.closeAll();
  });
});
