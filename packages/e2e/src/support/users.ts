import type { APIRequestContext } from 'playwright-core';

export interface NewUser {
  username: string;
  password: string;
  roleName: string;
  /** More roles, by name (e.g. one made by grantDatasetAccess). */
  extraRoles?: string[];
}

/** The admin API needs the CSRF token of the signed-in admin's session. */
async function csrf(request: APIRequestContext, baseUrl: string): Promise<string> {
  return (
    (await (await request.get(`${baseUrl}/api/v1/security/csrf_token/`)).json()) as {
      result: string;
    }
  ).result;
}

/**
 * Creates a role holding the `datasource_access` permission of one dataset (the permission every new
 * dataset registers), as an admin grants a Gamma user its data.
 */
export async function grantDatasetAccess(
  request: APIRequestContext,
  baseUrl: string,
  roleName: string,
  datasetName: string,
): Promise<void> {
  const token = await csrf(request, baseUrl);
  const pvs = (await (
    await request.get(`${baseUrl}/api/v1/security/permissions-resources/`)
  ).json()) as {
    result: { id: number; permission: { name: string }; view_menu: { name: string } }[];
  };
  const pv = pvs.result.find(
    (p) =>
      p.permission.name === 'datasource_access' &&
      p.view_menu.name.includes(`].[${datasetName}](id:`),
  );
  if (!pv) throw new Error(`No datasource_access permission for ${datasetName}`);
  const role = await request.post(`${baseUrl}/api/v1/security/roles/`, {
    headers: { 'X-CSRFToken': token },
    data: { name: roleName },
  });
  if (role.status() !== 201)
    throw new Error(`Creating role ${roleName} failed: ${role.status()} ${await role.text()}`);
  const roleId = ((await role.json()) as { id: number }).id;
  const perms = await request.post(`${baseUrl}/api/v1/security/roles/${roleId}/permissions`, {
    headers: { 'X-CSRFToken': token },
    data: { permission_view_menu_ids: [pv.id] },
  });
  if (perms.status() !== 200)
    throw new Error(`Granting ${datasetName} failed: ${perms.status()} ${await perms.text()}`);
}

/** Creates a user with one role through the admin API, with the signed-in admin's session (request shares its cookies). */
export async function createUser(
  request: APIRequestContext,
  baseUrl: string,
  user: NewUser,
): Promise<void> {
  const token = await csrf(request, baseUrl);
  const roles = (await (await request.get(`${baseUrl}/api/v1/security/roles/`)).json()) as {
    result: { id: number; name: string }[];
  };
  const roleIds = [user.roleName, ...(user.extraRoles ?? [])].map((name) => {
    const role = roles.result.find((r) => r.name === name);
    if (!role) throw new Error(`No role ${name}`);
    return role.id;
  });
  const res = await request.post(`${baseUrl}/api/v1/security/users/`, {
    headers: { 'X-CSRFToken': token },
    data: {
      username: user.username,
      password: user.password,
      first_name: user.username,
      last_name: 'E2E',
      email: `${user.username}@example.com`,
      roles: roleIds,
    },
  });
  if (res.status() !== 201)
    throw new Error(`Creating ${user.username} failed: ${res.status()} ${await res.text()}`);
}
