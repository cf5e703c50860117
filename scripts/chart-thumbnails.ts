/*
 * Makes the viz gallery's thumbnails (packages/web/public/thumbnails/<viz_type>.png) from the
 * screenshots the chart-types e2e test saves, so each thumbnail is what Sightline itself draws.
 *   npx vitest run --project e2e packages/e2e/src/chart-types.e2e.ts && npx tsx scripts/chart-thumbnails.ts
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = join(ROOT, 'packages/e2e/output/chart-types');
const TARGET = join(ROOT, 'packages/web/public/thumbnails');
const WIDTH = 240;
const HEIGHT = 150;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
  mkdirSync(TARGET, { recursive: true });
  const files = readdirSync(SOURCE).filter((f) => f.endsWith('.png') && f !== 'contact-sheet.png');
  for (const file of files) {
    const data = readFileSync(join(SOURCE, file)).toString('base64');
    await page.setContent(
      `<body style="margin:0;background:#fff"><img src="data:image/png;base64,${data}" style="width:${WIDTH}px;height:${HEIGHT}px;object-fit:cover;object-position:top left"></body>`,
    );
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    writeFileSync(join(TARGET, file), await page.screenshot({ type: 'png' }));
  }
  console.log(`wrote ${files.length} thumbnails to ${TARGET}`);
} finally {
  await browser.close();
}
