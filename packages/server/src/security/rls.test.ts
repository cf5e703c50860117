import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { RlsRepo } from '../meta/repos/rls-repo.ts';
import { loadCurrentUser, type CurrentUser } from './current-user.ts';
import { combineRlsRules, rlsClausesFor } from './rls.ts';

describe('rlsClausesFor', () => {
  let t: TestApp;
  let admin: CurrentUser;
  let datasetIds: number[];
  beforeAll(async () => {
    t = await createTestApp({
      SIGHTLINE_LOAD_EXAMPLES: 'true',
      SIGHTLINE_EXAMPLES_SALES_ROWS: '50',
    });
    admin = (await loadCurrentUser(t.ctx, (await t.ctx.users.findForLogin('admin'))!.id))!;
    datasetIds = (
      await t.ctx.store.db.selectFrom('datasets').select('id').orderBy('id').execute()
    ).map((r) => Number(r.id));
  }, 120_000);
  afterAll(async () => t?.close());

  it("adds a guest token's clauses for the dataset, or for every dataset, after the rules", async () => {
    const [first, second] = datasetIds as [number, number];
    const repo = new RlsRepo(t.ctx.store);
    const publicRole = (await t.ctx.roles.findByName('Public'))!.id;
    await repo.create(
      {
        name: 'public base',
        description: null,
        filterType: 'Base',
        groupKey: null,
        clause: 'x = 1',
        tables: [first],
        roles: [publicRole],
      },
      admin.id,
    );
    const guest = {
      ...admin,
      roles: {},
      isAdmin: false,
      guest: {
        resources: [{ type: 'dashboard', id: 'abc' }],
        rls: [{ clause: 'everywhere = 1' }, { dataset: second, clause: 'only_second = 1' }],
      },
    } as CurrentUser;
    // A caller without the Public role gets the Base rule; the guest's own clauses follow.
    expect(await rlsClausesFor(t.ctx, guest, { id: first })).toEqual(['x = 1', 'everywhere = 1']);
    expect(await rlsClausesFor(t.ctx, guest, { id: second })).toEqual([
      'everywhere = 1',
      'only_second = 1',
    ]);
    // Anonymous callers hold Public, which the Base rule exempts.
    expect(await rlsClausesFor(t.ctx, null, { id: first })).toEqual([]);
  });

  it('applies a rule created, changed or deleted since the last read at once (memoised reads)', async () => {
    const third = datasetIds[2]!;
    const repo = new RlsRepo(t.ctx.store);
    const adminRole = (await t.ctx.roles.findByName('Admin'))!.id;
    expect(await rlsClausesFor(t.ctx, admin, { id: third })).toEqual([]);
    const id = await repo.create(
      {
        name: 'admin regular',
        description: null,
        filterType: 'Regular',
        groupKey: null,
        clause: "region = 'EMEA'",
        tables: [third],
        roles: [adminRole],
      },
      admin.id,
    );
    expect(await rlsClausesFor(t.ctx, admin, { id: third })).toEqual(["region = 'EMEA'"]);
    await repo.update(id, { clause: "region = 'APAC'" }, admin.id);
    expect(await rlsClausesFor(t.ctx, admin, { id: third })).toEqual(["region = 'APAC'"]);
    await repo.delete([id]);
    expect(await rlsClausesFor(t.ctx, admin, { id: third })).toEqual([]);
  });

  it('ORs the clauses of one group key and keeps ungrouped ones apart', () => {
    const rule = (id: number, groupKey: string | null, clause: string) => ({
      id,
      filterType: 'Regular' as const,
      groupKey,
      clause,
    });
    expect(
      combineRlsRules(
        [
          rule(1, 'dept', 'a = 1'),
          rule(2, null, 'b = 2'),
          rule(3, 'dept', 'a = 3'),
          rule(4, 'r', 'c = 4'),
        ],
        ['g = 1'],
      ),
    ).toEqual(['b = 2', 'g = 1', '(a = 1) OR (a = 3)', 'c = 4']);
  });
});
