import type { MetaStore } from '../connect.ts';
import { nowIso } from '../schema.ts';

const CHUNK = 500;

/** One row of the `logs` table: an action (event name) with its JSON payload. */
export interface LogEntry {
  action: string;
  userId: number | null;
  json: string | null;
  dashboardId: number | null;
  sliceId: number | null;
  durationMs: number | null;
  referrer: string | null;
  dttm?: string;
}

/** The action log (Superset's `logs`), written by the client's event beacons. */
export class LogsRepo {
  constructor(private readonly store: MetaStore) {}

  /** Inserts a batch of entries in one statement. */
  async insertMany(entries: LogEntry[]): Promise<void> {
    if (entries.length === 0) return;
    const now = nowIso();
    // Chunks keep each statement under SQLite's bound-parameter limit.
    for (let i = 0; i < entries.length; i += CHUNK) {
      await this.store.db
        .insertInto('logs')
        .values(
          entries.slice(i, i + CHUNK).map((e) => ({
            action: e.action,
            user_id: e.userId,
            json: e.json,
            dttm: e.dttm ?? now,
            dashboard_id: e.dashboardId,
            slice_id: e.sliceId,
            duration_ms: e.durationMs,
            referrer: e.referrer,
          })),
        )
        .execute();
    }
  }

  /** The latest entries, newest first (for tests and the admin log view). */
  async latest(limit = 100): Promise<(LogEntry & { id: number })[]> {
    const rows = await this.store.db
      .selectFrom('logs')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      id: Number(r.id),
      action: r.action,
      userId: r.user_id === null ? null : Number(r.user_id),
      json: r.json,
      dttm: r.dttm,
      dashboardId: r.dashboard_id === null ? null : Number(r.dashboard_id),
      sliceId: r.slice_id === null ? null : Number(r.slice_id),
      durationMs: r.duration_ms === null ? null : Number(r.duration_ms),
      referrer: r.referrer,
    }));
  }
}
