import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodePng, inkStats } from '../../src/screenshots/index.ts';
import { renderFixture, saveChart, saveDashboard, type RenderFixture } from './render-fixture.ts';

let f: RenderFixture;
let chart: number;
let dashboard: number;
let gammaToken: string;

/** Polls `path` until it stops answering 202 (a render job is under way); returns the last answer. */
async function settled(path: string, token?: string, method = 'GET'): Promise<Response> {
  const deadline = Date.now() + 40_000;
  for (;;) {
    const res = await f.api(method, path, undefined, token);
    if (res.status !== 202 || Date.now() > deadline) return res;
    await new Promise((r) => setTimeout(r, 300));
  }
}

beforeAll(async () => {
  f = await renderFixture();
  chart = await saveChart(f, 'Regions', 'pie', { groupby: ['region'], metric: 'count' });
  dashboard = await saveDashboard(f, 'Regions board', [chart]);
  const roles = (await (await f.api('GET', '/api/v1/security/roles/')).json()) as {
    result: { id: number; name: string }[];
  };
  const gamma = roles.result.find((r) => r.name === 'Gamma')!.id;
  const created = await f.api('POST', '/api/v1/security/users/', {
    username: 'gamma',
    first_name: 'G',
    last_name: 'User',
    email: 'gamma@example.com',
    password: 'password-123',
    roles: [gamma],
  });
  if (created.status !== 201) throw new Error(await created.text());
  const login = await fetch(`${f.url}/api/v1/security/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'gamma', password: 'password-123', provider: 'db' }),
  });
  gammaToken = ((await login.json()) as { access_token: string }).access_token;
}, 180_000);

afterAll(async () => {
  await f?.close();
});

describe('chart thumbnails (Superset THUMBNAILS)', () => {
  it('lists a thumbnail_url; it answers 202 while rendering, then 200 image/png; a stale digest redirects', async () => {
    const list = (await (
      await f.api('GET', '/api/v1/chart/?q=(columns:!(id,thumbnail_url))')
    ).json()) as {
      result: { id: number; thumbnail_url: string }[];
    };
    const url = list.result.find((r) => r.id === chart)!.thumbnail_url;
    expect(url).toMatch(new RegExp(`^/api/v1/chart/${chart}/thumbnail/[0-9a-f]{32}/$`));

    const first = await f.api('GET', url);
    expect(first.status).toBe(202);
    expect(await first.json()).toMatchObject({ task_status: 'Computing', image_url: url });

    const done = await settled(url);
    expect(done.status).toBe(200);
    expect(done.headers.get('content-type')).toBe('image/png');
    const img = decodePng(Buffer.from(await done.arrayBuffer()));
    expect([img.width, img.height]).toEqual([800, 600]);
    expect(inkStats(img).inkShare).toBeGreaterThan(0.03);

    const stale = await f.api('GET', `/api/v1/chart/${chart}/thumbnail/abc123/`);
    expect(stale.status).toBe(302);
    expect(stale.headers.get('location')).toBe(url);
  }, 60_000);

  it('cache_screenshot answers 202 with the task, then 200; the image is served only to its user', async () => {
    const path = `/api/v1/chart/${chart}/cache_screenshot/?q=(window_size:!(600,400))`;
    const queued = await f.api('GET', path);
    expect(queued.status).toBe(202);
    const task = (await queued.json()) as {
      cache_key: string;
      image_url: string;
      chart_url: string;
    };
    expect(task.image_url).toBe(`/api/v1/chart/${chart}/screenshot/${task.cache_key}/`);
    expect(task.chart_url).toBe(`/explore/?slice_id=${chart}&standalone=3`);
    // While the job runs the task answers 200 with Computing (Superset's should_trigger_task says no).
    let again = await f.api('GET', path);
    let body = (await again.json()) as { task_status: string };
    for (let i = 0; body.task_status === 'Computing' && i < 130; i++) {
      await new Promise((r) => setTimeout(r, 300));
      again = await f.api('GET', path);
      body = (await again.json()) as { task_status: string };
    }
    expect(again.status).toBe(200);
    expect(body.task_status).toBe('Updated');
    const image = await f.api('GET', task.image_url);
    expect(image.status).toBe(200);
    expect(decodePng(Buffer.from(await image.arrayBuffer())).width).toBe(600);
    // Another user cannot read the chart (404), and an unknown key is a 404 too.
    expect((await f.api('GET', task.image_url, undefined, gammaToken)).status).toBe(404);
    expect((await f.api('GET', `/api/v1/chart/${chart}/screenshot/ffff/`)).status).toBe(404);
    expect((await f.api('GET', path, undefined, gammaToken)).status).toBe(404);
    expect(
      (await f.api('GET', `/api/v1/chart/${chart}/thumbnail/abc/`, undefined, gammaToken)).status,
    ).toBe(404);
  }, 60_000);
});

describe('dashboard screenshots and thumbnails', () => {
  it('cache_dashboard_screenshot, then the screenshot as PNG and as a one-page PDF download', async () => {
    const queued = await f.api(
      'POST',
      `/api/v1/dashboard/${dashboard}/cache_dashboard_screenshot/`,
      {
        activeTabs: [],
        dataMask: {},
      },
    );
    expect(queued.status).toBe(202);
    const task = (await queued.json()) as { image_url: string; dashboard_url: string };
    expect(task.dashboard_url).toMatch(/^\/superset\/dashboard\/p\/[\w-]+\/$/);
    let png = await f.api('GET', `${task.image_url}?download_format=png`);
    for (let i = 0; png.status === 404 && i < 130; i++) {
      await new Promise((r) => setTimeout(r, 300));
      png = await f.api('GET', `${task.image_url}?download_format=png`);
    }
    expect(png.status).toBe(200);
    expect(png.headers.get('content-disposition')).toBe(
      'attachment; filename="Regions%20board.png"',
    );
    expect(decodePng(Buffer.from(await png.arrayBuffer())).width).toBe(1600);
    const pdf = await f.api('GET', `${task.image_url}?download_format=pdf`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = Buffer.from(await pdf.arrayBuffer()).toString('latin1');
    expect(text.match(/\/Type \/Page\b(?!s)/g)).toHaveLength(1);
  }, 60_000);

  it('a dashboard thumbnail is the top of the dashboard at half size', async () => {
    const list = (await (
      await f.api('GET', '/api/v1/dashboard/?q=(columns:!(id,thumbnail_url))')
    ).json()) as {
      result: { id: number; thumbnail_url: string }[];
    };
    const url = list.result.find((r) => r.id === dashboard)!.thumbnail_url;
    expect((await f.api('GET', url)).status).toBe(202);
    const done = await settled(url);
    expect(done.status).toBe(200);
    const img = decodePng(Buffer.from(await done.arrayBuffer()));
    expect([img.width, img.height]).toEqual([800, 600]);
    expect((await f.api('GET', url, undefined, gammaToken)).status).toBe(404);
  }, 60_000);
});
