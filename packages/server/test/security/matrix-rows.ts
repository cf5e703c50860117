import type { LightMyRequestResponse } from 'fastify';
import {
  expectStatus,
  makeChart,
  makeDashboard,
  type Caller,
  type Users,
  type Who,
  type World,
} from './matrix-fixture.ts';

/**
 * What one cell expects. `ok`: 2xx. 401/403/404: exactly that refusal. `deny`: 403 or 404 (Superset
 * answers 403 where the object is visible but not the caller's, 404 where its base filter hides it).
 * 422: the refusal a missing related object gets, so that a hidden one is not told apart from it.
 * `seen`: 2xx and the fixture is in the answer. `hidden`: the fixture is not in the answer (a 2xx
 * without it, or a 403/404 refusal of the whole call).
 */
export type Cell = 'ok' | 401 | 403 | 404 | 422 | 'deny' | 'seen' | 'hidden';

/** What a cell's call produced; `changed` tells whether a mutating call changed the object. */
export interface Outcome {
  status: number;
  body: string;
  seen?: boolean;
  changed?: boolean;
}

export type Run = (w: World & { u: Users }, who: Who) => Promise<Outcome>;

/** A matrix row: the action and its expected cell for anon, gamma, alphaA, alphaB, sqllab, admin. */
export interface Row {
  action: string;
  cells: [Cell, Cell, Cell, Cell, Cell, Cell];
  run: Run;
}

const out = (res: LightMyRequestResponse): Outcome => ({
  status: res.statusCode,
  body: res.body.slice(0, 300),
});

/** A call whose answer is the cell. */
export const call =
  (fn: (c: Caller, w: World & { u: Users }, who: Who) => Promise<LightMyRequestResponse>): Run =>
  async (w, who) =>
    out(await fn(w.as[who], w, who));

/** A list call; `pick` says which object must (not) be in it. */
export const listing =
  (url: string, pick: (w: World) => number): Run =>
  async (w, who) => {
    const res = await w.as[who].get(url);
    if (res.statusCode !== 200) return out(res);
    const body = res.json() as { ids?: number[]; result?: { id: number }[] };
    const ids = body.ids ?? (body.result ?? []).map((r) => r.id);
    return { ...out(res), seen: ids.includes(pick(w)) };
  };

/**
 * A mutation on a fresh object made for this cell (so cells do not depend on each other); `probe`
 * reads the object as its owner (null when gone), so a refusal that still wrote is caught too.
 */
export const mutation =
  (
    make: (w: World & { u: Users }) => Promise<number>,
    act: (c: Caller, id: number, w: World & { u: Users }) => Promise<LightMyRequestResponse>,
    probe: (w: World & { u: Users }, id: number) => Promise<string | null>,
  ): Run =>
  async (w, who) => {
    const id = await make(w);
    const before = await probe(w, id);
    const res = await act(w.as[who], id, w);
    return { ...out(res), changed: (await probe(w, id)) !== before };
  };

/** The object as `viewer` reads it (status and body), null once it is gone (404). */
export const probeAt =
  (viewer: Who, url: (id: number) => string) =>
  async (w: World, id: number): Promise<string | null> => {
    const res = await w.as[viewer].get(url(id));
    return res.statusCode === 404 ? null : `${res.statusCode} ${res.body}`;
  };

let seq = 0;
/** A unique name for objects made by cells. */
export const fresh = (prefix: string): string => `${prefix}_${process.pid}_${(seq += 1)}`;

export const newChart = (w: World & { u: Users }) => makeChart(w.u);
export const newDashboard = (w: World & { u: Users }) => makeDashboard(w.u, true, [w.o.chart]);

export async function newDataset(w: World & { u: Users }): Promise<number> {
  const body = { database: w.o.shop, schema: 'main', table_name: fresh('v'), sql: 'SELECT 1 AS x' };
  return expectStatus(
    await w.as.alphaA.post('/api/v1/dataset/', body),
    201,
    'virtual dataset',
  ).json().id as number;
}

export async function newDatabase(w: World): Promise<number> {
  const body = { database_name: fresh('db'), sqlalchemy_uri: `sqlite:///${w.scratchFile}` };
  return expectStatus(await w.as.admin.post('/api/v1/database/', body), 201, 'database').json()
    .id as number;
}

export async function newSavedQuery(w: World): Promise<number> {
  const body = { db_id: w.o.shop, label: fresh('sq'), schema: 'main', sql: 'SELECT 1' };
  return expectStatus(
    await w.as.alphaA.post('/api/v1/saved_query/', body),
    201,
    'saved query',
  ).json().id as number;
}

export async function newTab(w: World): Promise<number> {
  const res = await w.as.alphaA.form('POST', '/tabstateview/', {
    queryEditor: { name: fresh('tab'), dbId: w.o.shop, sql: 'SELECT 1' },
  });
  return expectStatus(res, 200, 'tab state').json().id as number;
}

export async function newLayer(w: World): Promise<number> {
  return expectStatus(
    await w.as.alphaA.post('/api/v1/annotation_layer/', { name: fresh('layer') }),
    201,
    'layer',
  ).json().id as number;
}

const REFUSED = [401, 403, 404];
const is2xx = (s: number) => s >= 200 && s < 300;

/** Why an outcome does not match its cell, or null when it does. */
export function mismatch(cell: Cell, o: Outcome): string | null {
  const refused = typeof cell === 'number' || cell === 'deny';
  if (o.changed !== undefined && o.changed !== !refused && cell !== 'hidden' && cell !== 'seen') {
    return refused
      ? `refused with ${o.status} but the object changed`
      : 'answered 2xx but the object did not change';
  }
  const fine =
    cell === 'ok'
      ? is2xx(o.status)
      : cell === 'deny'
        ? o.status === 403 || o.status === 404
        : cell === 'seen'
          ? is2xx(o.status) && o.seen === true
          : cell === 'hidden'
            ? (is2xx(o.status) && o.seen === false) || REFUSED.includes(o.status)
            : o.status === cell;
  return fine
    ? null
    : `expected ${cell}, got ${o.status}${o.seen !== undefined ? ` (listed: ${o.seen})` : ''} ${o.body}`;
}

/** Rison list of one id, for the export routes. */
export const ids = (id: number): string => `?q=!(${id})`;
