import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import { multipartBody, registerMultipart } from './multipart.ts';

let app: FastifyInstance | undefined;
afterEach(async () => app?.close());

/** An app with the multipart reader whose one route echoes the body it read (files as base64). */
async function echoApp(bodyLimit = 1024 * 1024): Promise<FastifyInstance> {
  app = Fastify({ bodyLimit });
  app.decorateRequest('isNotJson', false);
  await registerMultipart(app);
  app.setErrorHandler((e: Error, _req, reply) => {
    const status = e instanceof AppError ? e.status : 500;
    return reply.status(status).send({ message: e.message });
  });
  app.post('/echo', async (req) => {
    const body = multipartBody(req);
    if (!body) return { multipart: false, isNotJson: req.isNotJson };
    const fields = Object.fromEntries(
      Object.entries(body).map(([k, v]) => [
        k,
        typeof v === 'string' ? v : `file:${v.toString('base64')}`,
      ]),
    );
    return {
      multipart: true,
      isNotJson: req.isNotJson,
      fields,
      hasPrototype: Object.getPrototypeOf(body) !== null,
    };
  });
  return app;
}

const post = (
  a: FastifyInstance,
  payload: string | Buffer,
  contentType = 'multipart/form-data; boundary=B',
) => a.inject({ method: 'POST', url: '/echo', payload, headers: { 'content-type': contentType } });

describe('multipart/form-data bodies (@fastify/multipart)', () => {
  it('reads text fields (empty, multi-line, JSON-typed) and file parts as bytes; the last of a repeated name wins', async () => {
    const a = await echoApp();
    const body = Buffer.concat([
      Buffer.from(
        [
          '--B',
          'Content-Disposition: form-data; name="queryEditor"',
          '',
          '{"dbId":1,"sql":"SELECT 1\\nFROM t"}',
          '--B',
          'Content-Disposition: form-data; name="empty"',
          '',
          '',
          '--B',
          'Content-Disposition: form-data; name="multi"',
          'Content-Type: text/plain',
          '',
          'line 1\r\nline 2',
          '--B',
          'Content-Disposition: form-data; name="typed"',
          'Content-Type: application/json',
          '',
          '{"a": [1]}',
          '--B',
          'Content-Disposition: form-data; name="x"',
          '',
          'first',
          '--B',
          'Content-Disposition: form-data; name="x"',
          '',
          'second',
          '--B',
          'Content-Disposition: form-data; name="formData"; filename="bundle.zip"',
          'Content-Type: application/zip',
          '',
          '',
        ].join('\r\n'),
      ),
      Buffer.from([0x50, 0x4b, 0x00, 0xff, 0x0d, 0x0a]),
      Buffer.from('\r\n--B--\r\n'),
    ]);
    const res = await post(a, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      multipart: true,
      isNotJson: true,
      hasPrototype: false,
      fields: {
        queryEditor: '{"dbId":1,"sql":"SELECT 1\\nFROM t"}',
        empty: '',
        multi: 'line 1\r\nline 2',
        typed: '{"a":[1]}',
        x: 'second',
        formData: `file:${Buffer.from([0x50, 0x4b, 0x00, 0xff, 0x0d, 0x0a]).toString('base64')}`,
      },
    });
  });

  it('leaves other content types alone and reads an empty multipart body as no fields', async () => {
    const a = await echoApp();
    const json = await a.inject({ method: 'POST', url: '/echo', payload: { a: 1 } });
    expect(json.json()).toEqual({ multipart: false, isNotJson: false });
    expect((await post(a, '')).json()).toEqual({
      multipart: true,
      isNotJson: true,
      fields: {},
      hasPrototype: false,
    });
  });

  it('answers 400 for a malformed body: no boundary, a truncated part, a prototype field name', async () => {
    const a = await echoApp();
    const noBoundary = await post(a, 'garbage', 'multipart/form-data');
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json().message).toMatch(/^Request is not a valid multipart\/form-data body/);
    expect(
      (await post(a, '--B\r\nContent-Disposition: form-data; name="x"\r\n\r\n{bad')).statusCode,
    ).toBe(400);
    expect(
      (
        await post(
          a,
          '--B\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n1\r\n--B--\r\n',
        )
      ).statusCode,
    ).toBe(400);
  });

  it('answers 413 past the body limit, for one field, one file or all parts together', async () => {
    const a = await echoApp(1000);
    const part = (name: string, size: number, file = false) =>
      `--B\r\nContent-Disposition: form-data; name="${name}"${file ? '; filename="f.bin"' : ''}\r\n\r\n${'a'.repeat(size)}\r\n`;
    expect((await post(a, `${part('a', 900)}--B--\r\n`)).statusCode).toBe(200);
    expect((await post(a, `${part('a', 1001)}--B--\r\n`)).statusCode).toBe(413);
    expect((await post(a, `${part('f', 1001, true)}--B--\r\n`)).statusCode).toBe(413);
    const many = await post(a, `${part('a', 600)}${part('b', 600)}--B--\r\n`);
    expect(many.statusCode).toBe(413);
    expect(many.json().message).toBe('Request body is too large');
  });
});
