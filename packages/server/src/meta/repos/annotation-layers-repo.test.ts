import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PG_URL, createTempPgDatabase } from '../../../test/pg-database.ts';
import { connectMetaStore, type MetaStore } from '../connect.ts';
import { migrateToLatest } from '../migrations/index.ts';
import { AnnotationLayersRepo, type AnnotationWrite } from './annotation-layers-repo.ts';
import { UsersRepo } from './users-repo.ts';

/** The annotation tables, run on SQLite and (when configured) on PostgreSQL. */
function annotationSuite(
  name: string,
  open: () => Promise<{ store: MetaStore; cleanup(): Promise<void> }>,
) {
  describe(`annotation layers repo on ${name}`, () => {
    let store: MetaStore;
    let cleanup: () => Promise<void>;
    let userId: number;
    beforeAll(async () => {
      ({ store, cleanup } = await open());
      expect(await migrateToLatest(store)).toContain('0004-annotations');
      userId = await new UsersRepo(store).create({
        username: 'ann',
        firstName: 'Ann',
        lastName: 'Lee',
        email: 'ann@x.io',
        passwordHash: null,
      });
    });
    afterAll(async () => {
      await store.close();
      await cleanup();
    });

    const note = (shortDescr: string, startDttm: string, endDttm = startDttm): AnnotationWrite => ({
      shortDescr,
      longDescr: null,
      startDttm,
      endDttm,
      jsonMetadata: null,
    });

    it('stores layers with audit users and lists them with filters and ordering', async () => {
      const repo = new AnnotationLayersRepo(store);
      const a = await repo.createLayer({ name: 'Releases', descr: 'product launches' }, userId);
      await repo.createLayer({ name: 'Outages', descr: null }, userId);
      expect(await repo.findLayer(a)).toMatchObject({
        id: a,
        name: 'Releases',
        descr: 'product launches',
        createdBy: { id: userId, firstName: 'Ann', lastName: 'Lee' },
      });
      expect(await repo.layerIdByName('Releases')).toBe(a);
      await expect(repo.createLayer({ name: 'Releases', descr: null }, userId)).rejects.toThrow();
      const byText = await repo.listLayers(
        { filters: [{ col: 'name', opr: 'annotation_layer_all_text', value: 'LAUNCH' }] },
        userId,
      );
      expect(byText.rows.map((r) => r.name)).toEqual(['Releases']);
      const ordered = await repo.listLayers(
        { order_column: 'name', order_direction: 'asc', page: 0, page_size: 1 },
        userId,
      );
      expect(ordered).toMatchObject({ count: 2, rows: [{ name: 'Outages' }] });
    });

    it('keeps annotations per layer, lists them by time and drops them with their layer', async () => {
      const repo = new AnnotationLayersRepo(store);
      const layer = await repo.createLayer({ name: 'Campaigns', descr: null }, userId);
      const late = await repo.createAnnotation(
        layer,
        note('Summer sale', '2024-07-01T00:00:00', '2024-07-15T00:00:00'),
        userId,
      );
      const early = await repo.createAnnotation(
        layer,
        {
          ...note('Spring push', '2024-03-01T00:00:00'),
          longDescr: 'email + ads',
          jsonMetadata: '{"c":1}',
        },
        userId,
      );
      await expect(
        repo.createAnnotation(layer, note('Summer sale', '2024-08-01T00:00:00'), userId),
      ).rejects.toThrow();
      expect(await repo.annotationIdByShortDescr(layer, 'Spring push')).toBe(early);
      const list = await repo.listAnnotations(layer, {}, userId);
      expect(list.rows.map((r) => r.id)).toEqual([early, late]);
      expect(list.rows[0]).toMatchObject({
        layerName: 'Campaigns',
        longDescr: 'email + ads',
        jsonMetadata: '{"c":1}',
        createdBy: { firstName: 'Ann' },
      });
      const found = await repo.listAnnotations(
        layer,
        { filters: [{ col: 'short_descr', opr: 'annotation_all_text', value: 'ADS' }] },
        userId,
      );
      expect(found.rows.map((r) => r.shortDescr)).toEqual(['Spring push']);
      await repo.updateAnnotation(late, { shortDescr: 'Summer sale!' }, userId);
      expect((await repo.findAnnotation(layer, late))!.shortDescr).toBe('Summer sale!');
      expect(await repo.findAnnotation(layer + 1000, late)).toBeNull();
      expect((await repo.annotationsOf([layer])).get(layer)!.map((r) => r.id)).toEqual([
        late,
        early,
      ]);
      expect(await repo.layersWithAnnotations([layer])).toEqual([layer]);
      expect(await repo.deleteLayers([layer])).toBe(1);
      expect(await repo.existingAnnotationIds(layer, [late, early])).toEqual([]);
    });
  });
}

annotationSuite('SQLite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'sl-annotation-meta-'));
  return {
    store: connectMetaStore({ sqlitePath: join(dir, 'meta.db') }),
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
});

if (PG_URL) {
  annotationSuite('PostgreSQL', async () => {
    const temp = await createTempPgDatabase(PG_URL, 'sl_annotation_meta');
    return { store: connectMetaStore({ postgresUrl: temp.url }), cleanup: () => temp.drop() };
  });
}
