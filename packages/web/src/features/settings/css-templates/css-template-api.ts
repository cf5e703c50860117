import type {
  CssTemplateListItem,
  CssTemplateListResponse,
  CssTemplateShowItem,
  CssTemplateWriteBody,
} from '@sightline/core';
import { apiSlice } from '../../../api/api-slice.ts';
import { listQuery, risonQuery } from '../../../api/list-query.ts';
import type { ListParams } from '../../../api/list-query.ts';

export type { CssTemplateListItem, CssTemplateShowItem, CssTemplateWriteBody };

const CSS = '/api/v1/css_template/';

/** RTK Query endpoints of /api/v1/css_template/ (typed by the response schemas of core). */
export const cssTemplateApi = apiSlice
  .enhanceEndpoints({ addTagTypes: ['CssTemplate'] })
  .injectEndpoints({
    endpoints: (build) => ({
      listCssTemplates: build.query<CssTemplateListResponse, ListParams>({
        query: (params) => `${CSS}${risonQuery(listQuery(params))}`,
        providesTags: ['CssTemplate'],
      }),
      getCssTemplate: build.query<CssTemplateShowItem, number>({
        query: (id) => `${CSS}${id}`,
        transformResponse: (body: { result: CssTemplateShowItem }) => body.result,
        providesTags: ['CssTemplate'],
      }),
      createCssTemplate: build.mutation<{ id: number }, CssTemplateWriteBody>({
        query: (body) => ({ url: CSS, method: 'POST', body }),
        invalidatesTags: ['CssTemplate'],
      }),
      updateCssTemplate: build.mutation<{ id: number }, { id: number; body: CssTemplateWriteBody }>(
        {
          query: ({ id, body }) => ({ url: `${CSS}${id}`, method: 'PUT', body }),
          invalidatesTags: ['CssTemplate'],
        },
      ),
      deleteCssTemplates: build.mutation<{ message: string }, number[]>({
        query: (ids) => ({ url: `${CSS}${risonQuery(ids)}`, method: 'DELETE' }),
        invalidatesTags: ['CssTemplate'],
      }),
    }),
  });

export const {
  useListCssTemplatesQuery,
  useGetCssTemplateQuery,
  useCreateCssTemplateMutation,
  useUpdateCssTemplateMutation,
  useDeleteCssTemplatesMutation,
} = cssTemplateApi;
