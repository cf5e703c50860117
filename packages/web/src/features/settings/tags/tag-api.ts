import type { TagListItem, TagListResponse } from '@sightline/core';
import { apiSlice } from '../../../api/api-slice.ts';
import { listQuery, risonQuery } from '../../../api/list-query.ts';
import type { ListParams } from '../../../api/list-query.ts';

export type { TagListItem };

const TAG = '/api/v1/tag/';

/** RTK Query endpoints of /api/v1/tag/ (typed by the response schemas of core). */
export const tagApi = apiSlice.enhanceEndpoints({ addTagTypes: ['TagList'] }).injectEndpoints({
  endpoints: (build) => ({
    listTags: build.query<TagListResponse, ListParams>({
      query: (params) => `${TAG}${risonQuery(listQuery(params))}`,
      providesTags: ['TagList'],
    }),
    createTag: build.mutation<{ id: number }, { name: string; description: string | null }>({
      query: (body) => ({ url: TAG, method: 'POST', body }),
      invalidatesTags: ['TagList'],
    }),
    updateTag: build.mutation<
      { id: number },
      { id: number; body: { name: string; description: string | null } }
    >({
      query: ({ id, body }) => ({ url: `${TAG}${id}`, method: 'PUT', body }),
      invalidatesTags: ['TagList'],
    }),
    deleteTags: build.mutation<{ message: string }, number[]>({
      query: (ids) => ({ url: `${TAG}${risonQuery(ids)}`, method: 'DELETE' }),
      invalidatesTags: ['TagList'],
    }),
  }),
});

export const {
  useListTagsQuery,
  useCreateTagMutation,
  useUpdateTagMutation,
  useDeleteTagsMutation,
} = tagApi;
