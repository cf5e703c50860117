/*
 * The floor: a static page per captured dashboard that loads only ECharts (the full dist build from
 * node_modules, the version the web app bundles) and draws the captured charts from options already in
 * the page. Served by a tiny HTTP server of the bench: ECharts as a hashed asset would be (cached for
 * a year, so a warm load takes it from the browser cache), the page itself revalidated on every load.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { DashboardSnapshot } from './capture.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const ECHARTS_JS = readFileSync(resolve(ROOT, 'node_modules/echarts/dist/echarts.min.js'));
const RUNTIME_JS = readFileSync(resolve(import.meta.dirname, 'floor-runtime.browser.js'), 'utf8');

/** JSON that cannot close the script element it sits in. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The floor page of one snapshot: its CSS, the cells' boxes, ECharts and the options inline. */
export function floorHtml(snapshot: DashboardSnapshot): string {
  const { cells, charts, css, inherited, pageHeight, bodyBackground } = snapshot;
  return `<!doctype html>
<html lang="en"><head><meta charset="UTF-8"><title>floor</title>
<style>${css.replace(/<\/style/gi, '<\\/style')}</style>
<style>body{margin:0;background:${bodyBackground}}#floor{position:relative;height:${pageHeight}px;${inherited}}</style>
</head><body><div id="floor"></div>
<script src="/echarts.min.js"></script>
<script type="application/json" id="floor-data">${scriptJson({ cells, charts })}</script>
<script>${RUNTIME_JS}</script>
</body></html>`;
}

/** A running floor server: add a page under a name, open it at url(name). */
export interface FloorServer {
  add(name: string, html: string): void;
  url(name: string): string;
  close(): Promise<void>;
}

export async function startFloorServer(): Promise<FloorServer> {
  const pages = new Map<string, string>();
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (path === '/echarts.min.js') {
      res.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'public, max-age=31536000, immutable',
      });
      res.end(ECHARTS_JS);
      return;
    }
    const html = pages.get(decodeURIComponent(path.replace(/^\/floor\//, '')));
    if (!html) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(html);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    add: (name, html) => void pages.set(name, html),
    url: (name) => `${base}/floor/${encodeURIComponent(name)}`,
    close: () => new Promise((ok) => server.close(() => ok())),
  };
}
