import { createServer, type Server } from 'node:net';
import { PASSWORD_MASK } from '@sightline/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, tokenFor, type TestApp } from '../test-app.ts';

// Issue #13 point 3: a masked password (XXXXXXXXXX) reuses the stored password only when the host,
// port, username, database and driver are unchanged; otherwise the request must carry the password
// (422), so the stored one is never sent to a server the request names.

const PG = process.env.SIGHTLINE_TEST_PG_URL;
const SECRET = 's3cret-pw-03';

/**
 * A fake PostgreSQL server that asks for a cleartext password and records what it receives:
 * the proof that a stored password did (or did not) leave for another host.
 */
function passwordTrap(): Promise<{ server: Server; port: number; received: string[] }> {
  const received: string[] = [];
  const server = createServer((socket) => {
    let startupSeen = false;
    socket.on('data', (buf) => {
      if (!startupSeen) {
        startupSeen = true;
        const ask = Buffer.alloc(9);
        ask.write('R', 0);
        ask.writeInt32BE(8, 1);
        ask.writeInt32BE(3, 5); // AuthenticationCleartextPassword
        socket.write(ask);
        return;
      }
      if (buf[0] === 0x70) received.push(buf.subarray(5, buf.indexOf(0, 5)).toString('utf8'));
      socket.destroy();
    });
    socket.on('error', () => undefined);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.address() as { port: number }).port, received }),
    ),
  );
}

let t: TestApp;
let api: ReturnType<typeof client>;
let trap: Awaited<ReturnType<typeof passwordTrap>>;
let dbId: number;
let base: URL;

const uri = (change: (u: URL) => void = () => undefined, scheme = 'postgresql') => {
  const u = new URL(base.toString());
  u.password = PASSWORD_MASK;
  change(u);
  return u.toString().replace(/^postgres(ql)?:/, `${scheme}:`);
};

beforeAll(async () => {
  if (!PG) throw new Error('SIGHTLINE_TEST_PG_URL must point at a PostgreSQL server for this test');
  base = new URL(PG);
  base.username ||= 'postgres';
  t = await createTestApp();
  api = client(t.app, await tokenFor(t.app));
  trap = await passwordTrap();
  const withSecret = new URL(base.toString());
  withSecret.password = SECRET;
  const res = await api.post('/api/v1/database/', {
    database_name: 'warehouse03',
    sqlalchemy_uri: withSecret.toString(),
  });
  expect(res.statusCode, res.body).toBe(201);
  dbId = res.json().id;
});
afterAll(async () => {
  trap?.server.close();
  await t?.close();
});

const storedPassword = async () => {
  const db = (await t.ctx.databases.findById(dbId))!;
  return db.encryptedPassword ? t.ctx.secretBox.decrypt(db.encryptedPassword) : null;
};
const fieldError = {
  message: { sqlalchemy_uri: [expect.stringMatching(/enter the password again/)] },
};

describe('stored passwords', () => {
  it('the trap records a password that is sent to it (so its silence below means something)', async () => {
    const res = await api.post('/api/v1/database/test_connection/', {
      sqlalchemy_uri: uri((u) => {
        u.hostname = '127.0.0.1';
        u.port = String(trap.port);
        u.password = 'typed-pw';
      }),
    });
    expect(res.statusCode).toBe(422);
    expect(trap.received).toEqual(['typed-pw']);
    trap.received.length = 0;
  });

  it('test_connection with the mask and another host, port, username, database or driver answers 422', async () => {
    const changes: Array<[string, string]> = [
      [
        'host+port',
        uri((u) => {
          u.hostname = '127.0.0.1';
          u.port = String(trap.port);
        }),
      ],
      [
        'host',
        uri((u) => {
          u.hostname = 'localhost';
        }),
      ],
      [
        'port',
        uri((u) => {
          u.port = String(trap.port);
        }),
      ],
      [
        'username',
        uri((u) => {
          u.username = 'someone_else';
        }),
      ],
      [
        'database',
        uri((u) => {
          u.pathname = '/postgres';
        }),
      ],
      ['driver', uri(() => undefined, 'postgresql+pg8000')],
      [
        'query',
        uri((u) => {
          u.search = '?host=127.0.0.1&port=' + trap.port;
        }),
      ],
    ];
    for (const [what, sqlalchemyUri] of changes) {
      const res = await api.post('/api/v1/database/test_connection/', {
        database_name: 'warehouse03',
        sqlalchemy_uri: sqlalchemyUri,
      });
      expect(res.statusCode, `${what}: ${res.body}`).toBe(422);
      expect(res.json(), what).toEqual(fieldError);
    }
    expect(trap.received).toEqual([]);
  });

  it('PUT with the mask and a changed host answers 422 and keeps the stored connection', async () => {
    const before = (await t.ctx.databases.findById(dbId))!.sqlalchemyUri;
    const res = await api.put(`/api/v1/database/${dbId}`, {
      sqlalchemy_uri: uri((u) => {
        u.hostname = '127.0.0.1';
        u.port = String(trap.port);
      }),
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual(fieldError);
    const dynamic = await api.put(`/api/v1/database/${dbId}`, {
      engine: 'postgresql',
      parameters: {
        host: '127.0.0.1',
        port: trap.port,
        username: base.username,
        password: PASSWORD_MASK,
        database: base.pathname.slice(1),
      },
    });
    expect(dynamic.statusCode, dynamic.body).toBe(422);
    expect(dynamic.json()).toEqual({
      message: { password: [expect.stringMatching(/enter the password again/)] },
    });
    expect(trap.received).toEqual([]);
    expect((await t.ctx.databases.findById(dbId))!.sqlalchemyUri).toBe(before);
    expect(await storedPassword()).toBe(SECRET);
  });

  it('reuses the stored password when nothing but the mask is sent back', async () => {
    const same = uri();
    expect(
      (
        await api.post('/api/v1/database/test_connection/', {
          database_name: 'warehouse03',
          sqlalchemy_uri: same,
        })
      ).json(),
    ).toEqual({ message: 'OK' });
    const put = await api.put(`/api/v1/database/${dbId}`, {
      sqlalchemy_uri: same,
      allow_dml: true,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await storedPassword()).toBe(SECRET);
    expect((await t.ctx.databases.findById(dbId))!.allowDml).toBe(true);
  });
});
