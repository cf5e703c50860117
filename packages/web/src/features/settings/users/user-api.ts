import type {
  AdminUser,
  AdminUserListResponse,
  AdminUserSavedResponse,
  MessageResponse,
  RoleListResponse,
} from '@sightline/core';
import { apiSlice } from '../../../api/api-slice.ts';
import { listQuery, risonQuery } from '../../../api/list-query.ts';
import type { ListParams } from '../../../api/list-query.ts';

export type { AdminUser };

const USERS = '/api/v1/security/users/';

/** The body of POST /api/v1/security/users/ (PUT takes any part, the password only when changed). */
export interface UserBody {
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  active: boolean;
  roles: number[];
  password?: string;
}

/** RTK Query endpoints of the FAB security API's users and the role list (docs/api.md §2.1). */
export const userApi = apiSlice
  .enhanceEndpoints({ addTagTypes: ['AdminUser', 'AdminRole'] })
  .injectEndpoints({
    endpoints: (build) => ({
      listUsers: build.query<AdminUserListResponse, ListParams>({
        query: (params) => `${USERS}${risonQuery(listQuery(params))}`,
        providesTags: ['AdminUser'],
      }),
      /** Every user (id, names), for the role editor's user picker. */
      listAllUsers: build.query<AdminUser[], void>({
        query: () => `${USERS}${risonQuery({ page: 0, page_size: 100 })}`,
        transformResponse: (body: AdminUserListResponse) => body.result as AdminUser[],
        providesTags: ['AdminUser'],
      }),
      listRoleOptions: build.query<{ id: number; name: string }[], void>({
        query: () => '/api/v1/security/roles/',
        transformResponse: (body: RoleListResponse) =>
          body.result as { id: number; name: string }[],
        providesTags: ['AdminRole'],
      }),
      createUser: build.mutation<AdminUserSavedResponse, UserBody>({
        query: (body) => ({ url: USERS, method: 'POST', body }),
        invalidatesTags: ['AdminUser', 'AdminRole'],
      }),
      updateUser: build.mutation<AdminUserSavedResponse, { id: number; body: Partial<UserBody> }>({
        query: ({ id, body }) => ({ url: `${USERS}${id}`, method: 'PUT', body }),
        invalidatesTags: ['AdminUser', 'AdminRole'],
      }),
      deleteUser: build.mutation<MessageResponse, number>({
        query: (id) => ({ url: `${USERS}${id}`, method: 'DELETE' }),
        invalidatesTags: ['AdminUser', 'AdminRole'],
      }),
    }),
  });

export const {
  useListUsersQuery,
  useListAllUsersQuery,
  useListRoleOptionsQuery,
  useCreateUserMutation,
  useUpdateUserMutation,
  useDeleteUserMutation,
} = userApi;
