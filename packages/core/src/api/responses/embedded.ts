import { z } from 'zod';
import { messageResponse, timestamp } from './common.ts';

/** Superset's Embedded dashboard configuration (docs/api.md §2.7). */
export const embeddedItem = z.object({
  uuid: z.string(),
  allowed_domains: z.array(z.string()),
  dashboard_id: z.string(),
  changed_on: timestamp,
  changed_by: z
    .object({
      id: z.number(),
      username: z.string(),
      first_name: z.string().nullable(),
      last_name: z.string().nullable(),
    })
    .nullable(),
});
export type EmbeddedItem = z.infer<typeof embeddedItem>;

/** `GET/POST/PUT /api/v1/dashboard/<id_or_slug>/embedded`, `GET /api/v1/embedded_dashboard/<uuid>`. */
export const embeddedResponse = z.object({ result: embeddedItem });
export type EmbeddedResponse = z.infer<typeof embeddedResponse>;
/** `DELETE /api/v1/dashboard/<id_or_slug>/embedded`. */
export const embeddedDeleteResponse = messageResponse;

/** `POST /api/v1/security/guest_token/`: the signed guest token. */
export const guestTokenResponse = z.object({ token: z.string() });
export type GuestTokenResponse = z.infer<typeof guestTokenResponse>;
