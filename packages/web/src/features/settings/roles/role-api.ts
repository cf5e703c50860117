import type {
  MessageResponse,
  PermissionResource,
  PermissionResourcesResponse,
  RoleSavedResponse,
  RoleSearchResponse,
  RoleWithMembers,
} from '@sightline/core';
import { apiSlice } from '../../../api/api-slice.ts';
import { listQuery, risonQuery } from '../../../api/list-query.ts';
import type { ListParams } from '../../../api/list-query.ts';
import { permissionOptions } from './role-form.ts';
import type { PermissionOption } from './role-form.ts';

export type { RoleWithMembers };

const ROLES = '/api/v1/security/roles/';

/** RTK Query endpoints of the FAB security API's roles and permissions (docs/api.md §2.1). */
export const roleApi = apiSlice
  .enhanceEndpoints({ addTagTypes: ['AdminUser', 'AdminRole'] })
  .injectEndpoints({
    endpoints: (build) => ({
      searchRoles: build.query<RoleSearchResponse, ListParams>({
        query: (params) => `${ROLES}search/${risonQuery(listQuery(params))}`,
        providesTags: ['AdminRole'],
      }),
      listPermissions: build.query<PermissionOption[], void>({
        query: () => '/api/v1/security/permissions-resources/',
        transformResponse: (body: PermissionResourcesResponse) =>
          permissionOptions(body.result as PermissionResource[]),
      }),
      createRole: build.mutation<RoleSavedResponse, { name: string }>({
        query: (body) => ({ url: ROLES, method: 'POST', body }),
      }),
      renameRole: build.mutation<RoleSavedResponse, { id: number; name: string }>({
        query: ({ id, name }) => ({ url: `${ROLES}${id}`, method: 'PUT', body: { name } }),
      }),
      setRolePermissions: build.mutation<unknown, { id: number; permissionIds: number[] }>({
        query: ({ id, permissionIds }) => ({
          url: `${ROLES}${id}/permissions`,
          method: 'POST',
          body: { permission_view_menu_ids: permissionIds },
        }),
      }),
      setRoleUsers: build.mutation<unknown, { id: number; userIds: number[] }>({
        query: ({ id, userIds }) => ({
          url: `${ROLES}${id}/users`,
          method: 'PUT',
          body: { user_ids: userIds },
        }),
      }),
      deleteRole: build.mutation<MessageResponse, number>({
        query: (id) => ({ url: `${ROLES}${id}`, method: 'DELETE' }),
        invalidatesTags: ['AdminRole', 'AdminUser'],
      }),
      /** Refetches the role and user lists after a multi-step save. */
      refreshRoles: build.mutation<null, void>({
        queryFn: () => ({ data: null }),
        invalidatesTags: ['AdminRole', 'AdminUser'],
      }),
    }),
  });

export const {
  useSearchRolesQuery,
  useListPermissionsQuery,
  useCreateRoleMutation,
  useRenameRoleMutation,
  useSetRolePermissionsMutation,
  useSetRoleUsersMutation,
  useDeleteRoleMutation,
  useRefreshRolesMutation,
} = roleApi;
