import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './server.ts';

/** The official embedded SDK's browser bundle (UMD, global `supersetEmbeddedSdk`), from node_modules. */
function sdkBundle(): string {
  const pkg = createRequire(import.meta.url).resolve('@superset-ui/embedded-sdk/package.json');
  return readFileSync(join(dirname(pkg), 'bundle/index.js'), 'utf8');
}

/** A JSON client of the Sightline API with the admin's bearer token (the host application's backend). */
export async function adminApi(baseUrl: string) {
  const login = await fetch(`${baseUrl}/api/v1/security/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD, provider: 'db' }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  return async (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return JSON.parse(text) as Record<string, unknown>;
  };
}

const HOST_PAGE = `<!doctype html>
<html><head><meta charset="utf-8"><title>Host application</title>
<style>body{margin:16px;font-family:sans-serif} #mount iframe{width:1100px;height:700px;border:0}</style>
</head><body>
<h1>Host application</h1>
<div id="mount"></div>
<script src="/sdk.js"></script>
<script>
  const params = new URLSearchParams(location.search);
  window.embedded = supersetEmbeddedSdk.embedDashboard({
    id: params.get('id'),
    supersetDomain: params.get('domain'),
    mountPoint: document.getElementById('mount'),
    fetchGuestToken: () =>
      fetch('/guest-token' + location.search).then((r) => r.json()).then((b) => b.token),
    dashboardUiConfig: { hideTitle: params.get('title') !== '1', filters: { visible: false } },
  });
</script>
</body></html>`;

/** The host application: a static page loading the SDK, and a backend handing out guest tokens. */
export interface EmbeddedHost {
  url: string;
  close(): Promise<void>;
}

/**
 * Starts the host on its own port. `/` is the page (query: `id` = embedded uuid, `domain` = the
 * Sightline URL, `rls` = a clause for the token, `title=1` keeps the dashboard's header); `/guest-token` asks Sightline for a guest token with
 * the admin's API token, as a host backend would.
 */
export async function startEmbeddedHost(
  sightlineUrl: string,
  datasetId: number,
): Promise<EmbeddedHost> {
  const api = await adminApi(sightlineUrl);
  const sdk = sdkBundle();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://host');
    if (url.pathname === '/sdk.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(sdk);
    } else if (url.pathname === '/guest-token') {
      const rls = url.searchParams.get('rls');
      api('POST', '/api/v1/security/guest_token/', {
        user: { username: 'host-visitor', first_name: 'Host', last_name: 'Visitor' },
        resources: [{ type: 'dashboard', id: url.searchParams.get('id') }],
        rls: rls ? [{ dataset: datasetId, clause: rls }] : [],
      })
        .then((body) =>
          res
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ token: body.token })),
        )
        .catch((e: Error) => res.writeHead(500).end(e.message));
    } else if (url.pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(HOST_PAGE);
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
