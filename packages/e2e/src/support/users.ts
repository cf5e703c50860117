import type { APIRequestContext } from 'playwright-core';

export interface NewUser {
  username: string;
  password: string;
  roleName: string;
}

/** Creates a user with one role through the admin API, with the signed-in admin's session (request shares its cookies). */
export async function createUser(request: APIRequestContext, baseUrl: string, user: NewUser): Promise<void> {
  const token = ((await (await request.get(`${baseUrl}/api/v1/security/csrf_token/`)).json()) as { result: string }).result;
  const roles = (await (await request.get(`${baseUrl}/api/v1/security/roles/`)).json()) as { result: { id: number; name: string }[] };
  const role = roles.result.find((r) => r.name === user.roleName);
  if (!role) throw new Error(`No role ${user.roleName}`);
  const res = await request.post(`${baseUrl}/api/v1/security/users/`, {
    headers: { 'X-CSRFToken': token },
    data: {
      username: user.username,
      password: user.password,
      first_name: user.username,
      last_name: 'E2E',
      email: `${user.username}@example.com`,
      roles: [role.id],
    },
  });
  if (res.status() !== 201) throw new Error(`Creating ${user.username} failed: ${res.status()} ${await res.text()}`);
}
