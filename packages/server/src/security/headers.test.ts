import http from 'node:http';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { cspDirectives, recordHeaders } from './headers.ts';

/** The headers a real node:http answer ends with after `apply` ran on it. */
async function headersAfter(apply: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
  const server = http.createServer((req, res) => {
    res.setHeader('X-Powered-By', 'test');
    apply(req, res);
    res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const res = await fetch(`http://127.0.0.1:${port}/api/v1/chart/data`);
  await res.text();
  server.close();
  const out = Object.fromEntries(res.headers.entries());
  delete out.date;
  return out;
}

describe('security headers recorded once', () => {
  it('gives an answer exactly the headers helmet itself sets and removes', async () => {
    const middleware = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: cspDirectives(["'sha256-abc'"]),
      },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: false },
      xFrameOptions: { action: 'sameorigin' },
    });
    const byHelmet = await headersAfter((req, res) => middleware(req, res, () => undefined));
    const { set, removed } = recordHeaders(middleware);
    const recorded = await headersAfter((_req, res) => {
      for (const name of removed) res.removeHeader(name);
      for (const [name, value] of set) res.setHeader(name, value);
    });
    expect(recorded).toEqual(byHelmet);
    expect(recorded['x-powered-by']).toBeUndefined();
    expect(recorded['content-security-policy']).toContain("script-src 'self' 'sha256-abc'");
    expect(Object.keys(recorded).length).toBeGreaterThan(12);
  });
});
