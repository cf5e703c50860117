import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { logFormat, loggerOptions } from './log-output.ts';
import { startupSummary } from './startup-summary.ts';

describe('log lines', () => {
  it('are pretty on a terminal and JSON otherwise, unless SIGHTLINE_LOG_FORMAT says', () => {
    expect(logFormat(loadConfig({}), true)).toBe('pretty');
    expect(logFormat(loadConfig({}), false)).toBe('json');
    expect(logFormat(loadConfig({ SIGHTLINE_LOG_FORMAT: 'json' }), true)).toBe('json');
    expect(logFormat(loadConfig({ SIGHTLINE_LOG_FORMAT: 'pretty' }), false)).toBe('pretty');
    expect(() => loadConfig({ SIGHTLINE_LOG_FORMAT: 'xml' })).toThrow(/pretty" or "json/);
    expect(loggerOptions(loadConfig({ SIGHTLINE_LOG_LEVEL: 'silent' }), true)).toBe(false);
  });

  it('a pretty line has the time, level and message, no JSON; a JSON line is pino JSON', async () => {
    const out = new PassThrough();
    let text = '';
    out.on('data', (c: Buffer) => (text += c.toString()));
    const config = loadConfig({ SIGHTLINE_LOG_LEVEL: 'info' });
    const app = Fastify({ logger: loggerOptions(config, false, out) as never });
    // Not a terminal here: pretty only because the format is asked for.
    const pretty = Fastify({
      logger: loggerOptions({ ...config, logFormat: 'pretty' }, false, out) as never,
    });
    pretty.log.info({ reqId: 'r1' }, 'Server listening at http://127.0.0.1:8088');
    await new Promise((r) => setImmediate(r));
    expect(text).toMatch(
      /^\[\d{2}:\d{2}:\d{2}\.\d{3}\] INFO: Server listening at http:\/\/127\.0\.0\.1:8088 \{.*"reqId":"r1"/,
    );
    expect(text).not.toMatch(/"level":30/);
    expect(loggerOptions(config, false)).toEqual({ level: 'info' }); // pino's own JSON lines
    await app.close();
    await pretty.close();
  });
});

describe('the startup summary', () => {
  it('tells where to log in, the data dir, the store and the examples, never a password', () => {
    const config = loadConfig({
      SIGHTLINE_DATA_DIR: '/srv/sightline',
      SIGHTLINE_METADATA_URL: 'postgresql://sl:s3cret@db:5432/sl',
    });
    const lines = startupSummary(config, 'http://localhost:8088', {
      database: true,
      dashboards: ['Sales overview', 'World & flows', 'Chart gallery'],
    });
    expect(lines).toEqual([
      '  Log in at http://localhost:8088/ as "admin" with the password in /srv/sightline/admin-password.txt (unless changed since)',
      '  Data directory: /srv/sightline',
      '  Metadata store: PostgreSQL, postgresql://sl:***@db:5432/sl',
      '  Examples: the "examples" database and the dashboards "Sales overview", "World & flows", "Chart gallery"',
    ]);
    const off = loadConfig({ SIGHTLINE_LOAD_EXAMPLES: 'false', SIGHTLINE_ADMIN_PASSWORD: 'pw' });
    expect(startupSummary(off, 'http://h', { database: false, dashboards: [] }).join('\n')).toMatch(
      /SIGHTLINE_ADMIN_PASSWORD[\s\S]*Examples: off \(SIGHTLINE_LOAD_EXAMPLES=false\)/,
    );
  });
});
