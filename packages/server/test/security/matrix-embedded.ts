import type { LightMyRequestResponse } from 'fastify';
import { expectStatus, type Caller, type Users, type World } from './matrix-fixture.ts';
import { call, mutation, newDashboard, type Row } from './matrix-rows.ts';

const OK = 'ok';

/** Embedding of a fresh dashboard of alphaA's, made by the admin; returns the dashboard id. */
async function embeddedDashboard(w: World & { u: Users }): Promise<number> {
  const id = await newDashboard(w);
  expectStatus(
    await w.as.admin.post(`/api/v1/dashboard/${id}/embedded`, { allowed_domains: [] }),
    200,
    'embed dashboard',
  );
  return id;
}

/** The embedding as the admin reads it, null when there is none. */
async function embeddingOf(w: World, id: number): Promise<string | null> {
  const res = await w.as.admin.get(`/api/v1/dashboard/${id}/embedded`);
  return res.statusCode === 404 ? null : res.body;
}

let shared: number | null = null;
/** One embedded published dashboard for the read cells (made once). */
async function sharedEmbedded(w: World & { u: Users }): Promise<number> {
  shared ??= await embeddedDashboard(w);
  return shared;
}

async function uuidOf(w: World & { u: Users }): Promise<string> {
  const id = await sharedEmbedded(w);
  return (await w.as.admin.get(`/api/v1/dashboard/${id}/embedded`)).json().result.uuid as string;
}

const guestToken = async (c: Caller, w: World & { u: Users }): Promise<LightMyRequestResponse> =>
  c.post('/api/v1/security/guest_token/', {
    resources: [{ type: 'dashboard', id: await uuidOf(w) }],
    rls: [],
  });

/**
 * Embedded dashboards and guest tokens (issue #19 point 2), as Superset: can_set_embedded and
 * can_grant_guest_token are Admin-only, so even the owner alphaA may not embed its dashboard; reading
 * an embedding follows the dashboard's visibility.
 */
// prettier-ignore
export const EMBEDDED_ROWS: Row[] = [
  //                                                     anon gamma A    B    sqllab admin
  { action: "embedded: enable on A's dashboard",        cells: [401, 403, 403, 403, 403, OK],  run: mutation(newDashboard, (c, id) => c.post(`/api/v1/dashboard/${id}/embedded`, { allowed_domains: [] }), embeddingOf) },
  { action: "embedded: change A's embedding (PUT)",     cells: [401, 403, 403, 403, 403, OK],  run: mutation(embeddedDashboard, (c, id) => c.put(`/api/v1/dashboard/${id}/embedded`, { allowed_domains: ['http://x.example'] }), embeddingOf) },
  { action: "embedded: disable A's embedding",          cells: [401, 403, 403, 403, 403, OK],  run: mutation(embeddedDashboard, (c, id) => c.delete(`/api/v1/dashboard/${id}/embedded`), embeddingOf) },
  { action: "embedded: read A's dashboard's embedding", cells: [401, OK,  OK,  OK,  403, OK],  run: call(async (c, w) => c.get(`/api/v1/dashboard/${await sharedEmbedded(w)}/embedded`)) },
  { action: 'embedded: read the embedding by uuid',     cells: [401, OK,  OK,  OK,  403, OK],  run: call(async (c, w) => c.get(`/api/v1/embedded_dashboard/${await uuidOf(w)}`)) },
  { action: 'guest token: issue for an embedding',      cells: [401, 403, 403, 403, 403, OK],  run: call(guestToken) },
];
