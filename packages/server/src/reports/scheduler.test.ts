import { describe, expect, it } from 'vitest';
import type { ReportRecord } from '../meta/repos/report-repo.ts';
import { executorIdOf } from './executor.ts';
import { fireTimeOfJobId } from './scheduler.ts';
import { webhookSignature } from './webhook.ts';

describe('report scheduling helpers', () => {
  it("reads the fire time from a BullMQ job scheduler's job id", () => {
    expect(fireTimeOfJobId('repeat:report-12:1795795200000')).toBe('2026-11-27T16:00:00.000Z');
    expect(fireTimeOfJobId('6b1c-uuid')).toBeNull();
    expect(fireTimeOfJobId('repeat:report-12:abc')).toBeNull();
  });

  it("picks the executor by Superset's OWNER rule, the creator without owners", () => {
    const user = (id: number) => ({ id, firstName: 'u', lastName: String(id) });
    const r = (owners: number[], createdBy: number | null, changedBy: number | null) =>
      ({
        owners: owners.map(user),
        createdBy: createdBy === null ? null : user(createdBy),
        changedBy: changedBy === null ? null : user(changedBy),
      }) as unknown as ReportRecord;
    expect(executorIdOf(r([7], 1, 2))).toBe(7);
    expect(executorIdOf(r([3, 4], 4, 3))).toBe(3); // the last modifier, an owner
    expect(executorIdOf(r([3, 4], 4, 9))).toBe(4); // else the creator, an owner
    expect(executorIdOf(r([3, 4], 8, 9))).toBe(3); // else the first owner
    expect(executorIdOf(r([], 5, 6))).toBe(5);
    expect(executorIdOf(r([], null, 6))).toBeNull();
  });

  it('signs a webhook body with HMAC-SHA256 (RFC 4231 test case 2)', () => {
    expect(webhookSignature('what do ya want for nothing?', 'Jefe')).toBe(
      'sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });
});
