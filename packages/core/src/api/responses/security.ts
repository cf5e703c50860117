import { z } from 'zod';

/** `POST /api/v1/security/login`: an access token, and a refresh token when `refresh` was asked. */
export const loginResponse = z.object({
  access_token: z.string(),
  refresh_token: z.string().optional(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

/** `POST /api/v1/security/refresh`: a new (non-fresh) access token. */
export const refreshResponse = z.object({ access_token: z.string() });
export type RefreshResponse = z.infer<typeof refreshResponse>;

/** `GET /api/v1/security/csrf_token/`. */
export const csrfTokenResponse = z.object({ result: z.string() });
export type CsrfTokenResponse = z.infer<typeof csrfTokenResponse>;

/** `POST /login/` with a JSON body (a form post is redirected instead). */
export const webLoginResponse = z.object({ result: z.literal('OK') });
export type WebLoginResponse = z.infer<typeof webLoginResponse>;
