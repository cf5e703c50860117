import type { Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import { COUNTRY_MAP_KEYS } from '../country_map/form-data.ts';
import { loadAdmin1Boundaries, type Admin1Collection } from './admin1-boundaries.ts';

const byIso = (c: Admin1Collection) =>
  new Map(c.features.map((f) => [f.properties.ISO, f.properties.NAME_1]));
const longitudes = (c: Admin1Collection) =>
  c.features.flatMap((f) =>
    (f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates)
      .flat(2)
      .map((p: Position) => p[0]),
  );

describe('admin-1 boundaries', () => {
  it('ships a file for every select_country key with ISO 3166-2 codes and names, each code once', async () => {
    const problems: string[] = [];
    for (const key of COUNTRY_MAP_KEYS) {
      const { features } = await loadAdmin1Boundaries(key);
      const codes = features.map((f) => f.properties.ISO);
      if (features.length === 0) problems.push(`${key}: no features`);
      if (new Set(codes).size !== codes.length) problems.push(`${key}: repeated codes`);
      for (const f of features) {
        if (!/^([A-Z]{2}-[A-Z0-9]{1,3}|TR[1-9A-C])$/.test(f.properties.ISO) || !f.properties.NAME_1)
          problems.push(`${key}: ${JSON.stringify(f.properties)}`);
        if (f.geometry.coordinates.length === 0)
          problems.push(`${key}: ${f.properties.ISO} has no polygon`);
      }
    }
    expect(problems).toEqual([]);
  }, 60_000);

  it('draws France by metropolitan department, its 13 regions, and its overseas departments as insets', async () => {
    const departments = byIso(await loadAdmin1Boundaries('france'));
    expect(departments.size).toBe(96);
    expect(departments.get('FR-75')).toBe('Paris');
    expect(departments.get('FR-2A')).toBe('Corse-du-Sud');
    expect(departments.has('FR-GF')).toBe(false);

    const regions = byIso(await loadAdmin1Boundaries('france_regions'));
    expect([...regions.keys()].sort()).toEqual([
      'FR-ARA',
      'FR-BFC',
      'FR-BRE',
      'FR-COR',
      'FR-CVL',
      'FR-GES',
      'FR-HDF',
      'FR-IDF',
      'FR-NAQ',
      'FR-NOR',
      'FR-OCC',
      'FR-PAC',
      'FR-PDL',
    ]);
    expect(regions.get('FR-IDF')).toBe('Île-de-France');

    const overseas = await loadAdmin1Boundaries('france_overseas');
    expect(overseas.features).toHaveLength(101);
    const guyane = overseas.features.find((f) => f.properties.ISO === 'FR-GF')!;
    const lons = longitudes({ type: 'FeatureCollection', features: [guyane] });
    expect(Math.min(...lons)).toBeGreaterThan(-9);
    expect(Math.max(...lons)).toBeLessThan(-7);
  });

  it('draws the 16 German states and the 20 Italian regions dissolved from provinces', async () => {
    const germany = byIso(await loadAdmin1Boundaries('germany'));
    expect(germany.size).toBe(16);
    expect(germany.get('DE-BY')).toBe('Bayern');
    expect(germany.get('DE-BE')).toBe('Berlin');

    expect((await loadAdmin1Boundaries('italy')).features).toHaveLength(110);
    const italy = byIso(await loadAdmin1Boundaries('italy_regions'));
    expect(italy.size).toBe(20);
    expect(italy.get('IT-25')).toBe('Lombardia');
    expect(italy.get('IT-88')).toBe('Sardegna');
  });

  it('dissolves the Philippine provinces into 17 regions and the Turkish provinces into 12 NUTS-1 regions', async () => {
    const philippines = byIso(await loadAdmin1Boundaries('philippines_regions'));
    expect(philippines.size).toBe(17);
    expect(philippines.get('PH-00')).toBe('National Capital Region');
    const turkey = byIso(await loadAdmin1Boundaries('turkey_regions'));
    expect([...turkey.keys()].sort()).toEqual([
      'TR1',
      'TR2',
      'TR3',
      'TR4',
      'TR5',
      'TR6',
      'TR7',
      'TR8',
      'TR9',
      'TRA',
      'TRB',
      'TRC',
    ]);
    expect(turkey.get('TR1')).toBe('İstanbul');
    expect((await loadAdmin1Boundaries('turkey')).features).toHaveLength(81);
  });

  it('keeps countries across the antimeridian in one piece and drops remote specks', async () => {
    const russia = await loadAdmin1Boundaries('russia');
    expect(Math.min(...longitudes(russia))).toBeGreaterThan(0);
    expect(Math.max(...longitudes(russia))).toBeGreaterThan(180);
    const norway = byIso(await loadAdmin1Boundaries('norway'));
    expect(norway.has('NO-03')).toBe(true);
    expect(norway.has('NO-21')).toBe(false);
    const netherlands = await loadAdmin1Boundaries('netherlands');
    expect(netherlands.features).toHaveLength(12);
    expect(Math.min(...longitudes(netherlands))).toBeGreaterThan(3);
  });

  it('loads each file once and rejects keys without a file', async () => {
    expect(loadAdmin1Boundaries('germany')).toBe(loadAdmin1Boundaries('germany'));
    await expect(loadAdmin1Boundaries('Germany/../x')).rejects.toThrow(
      'No boundaries for Germany/../x',
    );
    await expect(loadAdmin1Boundaries('atlantis')).rejects.toThrow();
  });
});
