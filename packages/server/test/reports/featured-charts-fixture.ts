import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXAMPLES_DATABASE_UUID } from '../../src/bootstrap.ts';
import { createDatabase } from '../../src/commands/database/save-database.ts';
import { duckdbTarget, loadDataDir } from '../../src/examples/load-data.ts';
import { loadCurrentUser } from '../../src/security/current-user.ts';
import { zipDirectory } from '../bundle.ts';
import type { RenderFixture } from '../screenshots/render-fixture.ts';

// The e2e's setUpSupersetExamples (packages/e2e/src/support/superset-examples.ts), ported: the e2e
// package depends on the server, so the server's tests cannot import it.

/** The shared data folder beside the checkout (../shared/data from the repo root). */
const SHARED = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../../shared/data');

export const FEATURED_CHARTS = 'Featured Charts';
export const FEATURED_CHART_COUNT = 25;

/**
 * Loads sales.csv and video_game_sales.csv into a DuckDB file as Superset's example loader shapes
 * them, registers it as the `examples` database under Superset's uuid and imports Superset's example
 * bundle through POST /api/v1/assets/import/. Returns the id of the Featured Charts dashboard.
 */
export async function importFeaturedCharts(f: RenderFixture): Promise<number> {
  const { ctx } = f.server;
  const path = join(ctx.config.dataDir, 'superset-examples.duckdb');
  const target = await duckdbTarget(path);
  try {
    await loadDataDir(join(SHARED, 'examples'), target, {
      onlyFiles: ['sales.csv', 'video_game_sales.csv'],
    });
    await target.execute('ALTER TABLE sales RENAME TO cleaned_sales_data');
  } finally {
    await target.close();
  }
  const adminId = (await ctx.users.findForLogin('admin'))?.id;
  const admin = adminId ? await loadCurrentUser(ctx, adminId) : null;
  await createDatabase(
    ctx,
    {
      database_name: 'examples',
      uuid: EXAMPLES_DATABASE_UUID,
      sqlalchemy_uri: `duckdb:///${path}`,
    },
    admin,
    { skipTest: true, trusted: true },
  );
  const form = new FormData();
  form.append(
    'formData',
    new Blob([zipDirectory(join(SHARED, 'superset-examples'))], { type: 'application/zip' }),
    'assets_export.zip',
  );
  const res = await fetch(`${f.url}/api/v1/assets/import/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${f.token}` },
    body: form,
  });
  if (res.status !== 200) throw new Error(`import failed: ${res.status} ${await res.text()}`);
  const q = encodeURIComponent(
    `(filters:!((col:dashboard_title,opr:eq,value:'${FEATURED_CHARTS}')))`,
  );
  const list = await f.api('GET', `/api/v1/dashboard/?q=${q}`);
  const id = ((await list.json()) as { result: { id: number }[] }).result[0]?.id;
  if (id === undefined) throw new Error(`No dashboard ${FEATURED_CHARTS}`);
  return id;
}

/** An image split into square tiles: how many hold ink (pixels unlike the image's background). */
export function inkedTiles(
  img: { width: number; height: number; channels: number; pixels: Uint8Array },
  tile: number,
  minShare: number,
): { tiles: number; inked: number } {
  const { width, height, channels, pixels } = img;
  const at = (x: number, y: number) => {
    const p = (y * width + x) * channels;
    return (pixels[p]! << 16) | (pixels[p + 1]! << 8) | pixels[p + 2]!;
  };
  // The background: the most common colour of a sparse sample.
  const counts = new Map<number, number>();
  for (let y = 0; y < height; y += 7)
    for (let x = 0; x < width; x += 7) counts.set(at(x, y), (counts.get(at(x, y)) ?? 0) + 1);
  const background = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
  let tiles = 0;
  let inked = 0;
  for (let ty = 0; ty + tile <= height; ty += tile)
    for (let tx = 0; tx + tile <= width; tx += tile) {
      tiles++;
      let ink = 0;
      for (let y = ty; y < ty + tile; y += 2)
        for (let x = tx; x < tx + tile; x += 2) if (at(x, y) !== background) ink++;
      if (ink / ((tile / 2) * (tile / 2)) >= minShare) inked++;
    }
  return { tiles, inked };
}
