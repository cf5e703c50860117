import type {
  AnnotationItemResponse,
  AnnotationLayerItemResponse,
  AnnotationLayerListItem,
  AnnotationLayerSavedResponse,
  AnnotationListItem,
  AnnotationSavedResponse,
  ListResponse,
  AnnotationLayerPost,
  AnnotationPost,
} from '@sightline/core';
import { apiSlice } from './api-slice.ts';
import { listQuery, risonQuery } from './list-query.ts';
import type { ListParams } from './list-query.ts';

/** One row of GET /api/v1/annotation_layer/. */
export type AnnotationLayerItem = AnnotationLayerListItem;

/** The body of POST/PUT /api/v1/annotation_layer/ (core's request schema). */
export type AnnotationLayerBody = AnnotationLayerPost;

/** One row of GET /api/v1/annotation_layer/<pk>/annotation/; times are naive UTC ISO strings. */
export type { AnnotationListItem };
/** GET /api/v1/annotation_layer/<pk>/annotation/<id> result. */
export type AnnotationItem = AnnotationItemResponse['result'];

/** The body of POST/PUT /api/v1/annotation_layer/<pk>/annotation/ (core's request schema). */
export type AnnotationBody = AnnotationPost;

const LAYERS = '/api/v1/annotation_layer/';

export const annotationLayerApi = apiSlice
  .enhanceEndpoints({ addTagTypes: ['AnnotationLayer', 'Annotation'] })
  .injectEndpoints({
    endpoints: (build) => ({
      listAnnotationLayers: build.query<ListResponse<AnnotationLayerListItem>, ListParams>({
        query: (params) => `${LAYERS}${risonQuery(listQuery(params))}`,
        providesTags: ['AnnotationLayer'],
      }),
      getAnnotationLayer: build.query<AnnotationLayerItemResponse['result'], number>({
        query: (id) => `${LAYERS}${id}`,
        transformResponse: (body: AnnotationLayerItemResponse) => body.result,
        providesTags: ['AnnotationLayer'],
      }),
      createAnnotationLayer: build.mutation<AnnotationLayerSavedResponse, AnnotationLayerBody>({
        query: (body) => ({ url: LAYERS, method: 'POST', body }),
        invalidatesTags: ['AnnotationLayer'],
      }),
      updateAnnotationLayer: build.mutation<
        AnnotationLayerSavedResponse,
        { id: number; body: AnnotationLayerBody }
      >({
        query: ({ id, body }) => ({ url: `${LAYERS}${id}`, method: 'PUT', body }),
        invalidatesTags: ['AnnotationLayer'],
      }),
      deleteAnnotationLayer: build.mutation<void, number>({
        query: (id) => ({ url: `${LAYERS}${id}`, method: 'DELETE' }),
        invalidatesTags: ['AnnotationLayer'],
      }),
      listAnnotations: build.query<
        ListResponse<AnnotationListItem>,
        { layerId: number; params: ListParams }
      >({
        query: ({ layerId, params }) =>
          `${LAYERS}${layerId}/annotation/${risonQuery(listQuery(params))}`,
        providesTags: ['Annotation'],
      }),
      getAnnotation: build.query<AnnotationItem, { layerId: number; id: number }>({
        query: ({ layerId, id }) => `${LAYERS}${layerId}/annotation/${id}`,
        transformResponse: (body: AnnotationItemResponse) => body.result,
        providesTags: ['Annotation'],
      }),
      createAnnotation: build.mutation<
        AnnotationSavedResponse,
        { layerId: number; body: AnnotationBody }
      >({
        query: ({ layerId, body }) => ({
          url: `${LAYERS}${layerId}/annotation/`,
          method: 'POST',
          body,
        }),
        invalidatesTags: ['Annotation'],
      }),
      updateAnnotation: build.mutation<
        AnnotationSavedResponse,
        { layerId: number; id: number; body: AnnotationBody }
      >({
        query: ({ layerId, id, body }) => ({
          url: `${LAYERS}${layerId}/annotation/${id}`,
          method: 'PUT',
          body,
        }),
        invalidatesTags: ['Annotation'],
      }),
      deleteAnnotation: build.mutation<void, { layerId: number; id: number }>({
        query: ({ layerId, id }) => ({
          url: `${LAYERS}${layerId}/annotation/${id}`,
          method: 'DELETE',
        }),
        invalidatesTags: ['Annotation'],
      }),
    }),
  });

export const {
  useListAnnotationLayersQuery,
  useGetAnnotationLayerQuery,
  useCreateAnnotationLayerMutation,
  useUpdateAnnotationLayerMutation,
  useDeleteAnnotationLayerMutation,
  useListAnnotationsQuery,
  useGetAnnotationQuery,
  useCreateAnnotationMutation,
  useUpdateAnnotationMutation,
  useDeleteAnnotationMutation,
} = annotationLayerApi;
