import type {
  LogItem,
  RelatedResponse,
  RlsListItem,
  RlsListResponse,
  RlsShowItem,
  RlsWriteBody,
} from '@sightline/core';
import { apiSlice } from '../../../api/api-slice.ts';
import { listQuery, risonQuery } from '../../../api/list-query.ts';
import type { ListParams } from '../../../api/list-query.ts';

export type { LogItem, RlsListItem, RlsShowItem, RlsWriteBody };

const RLS = '/api/v1/rowlevelsecurity/';

/** RTK Query endpoints of /api/v1/rowlevelsecurity/ (typed by the response schemas of core). */
export const rlsApi = apiSlice.enhanceEndpoints({ addTagTypes: ['Rls'] }).injectEndpoints({
  endpoints: (build) => ({
    listRlsRules: build.query<RlsListResponse, ListParams>({
      query: (params) => `${RLS}${risonQuery(listQuery(params))}`,
      providesTags: ['Rls'],
    }),
    getRlsRule: build.query<RlsShowItem, number>({
      query: (id) => `${RLS}${id}`,
      transformResponse: (body: { result: RlsShowItem }) => body.result,
      providesTags: ['Rls'],
    }),
    createRlsRule: build.mutation<{ id: number }, RlsWriteBody>({
      query: (body) => ({ url: RLS, method: 'POST', body }),
      invalidatesTags: ['Rls'],
    }),
    updateRlsRule: build.mutation<{ id: number }, { id: number; body: RlsWriteBody }>({
      query: ({ id, body }) => ({ url: `${RLS}${id}`, method: 'PUT', body }),
      invalidatesTags: ['Rls'],
    }),
    deleteRlsRules: build.mutation<{ message: string }, number[]>({
      query: (ids) => ({ url: `${RLS}${risonQuery(ids)}`, method: 'DELETE' }),
      invalidatesTags: ['Rls'],
    }),
    relatedRls: build.query<RelatedResponse, { column: 'roles' | 'tables'; filter: string }>({
      query: ({ column, filter }) =>
        `${RLS}related/${column}${risonQuery({ filter, page: 0, page_size: 100 })}`,
    }),
  }),
});

export const {
  useListRlsRulesQuery,
  useGetRlsRuleQuery,
  useCreateRlsRuleMutation,
  useUpdateRlsRuleMutation,
  useDeleteRlsRulesMutation,
  useRelatedRlsQuery,
} = rlsApi;
