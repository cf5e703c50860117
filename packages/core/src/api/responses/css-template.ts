import { z } from 'zod';
import { itemResponse, listResponse, savedResponse, userRef } from './common.ts';
import { cssTemplatePutSchema } from '../requests/css-template.ts';

/** A row of `GET /api/v1/css_template/` (Superset CssTemplateRestApi list_columns). */
export const cssTemplateListItem = z.object({
  id: z.number(),
  template_name: z.string(),
  css: z.string(),
  created_on: z.string(),
  changed_on_delta_humanized: z.string(),
  created_by: userRef.nullable(),
  changed_by: userRef.nullable(),
});
export type CssTemplateListItem = z.infer<typeof cssTemplateListItem>;
export const cssTemplateListResponse = listResponse(cssTemplateListItem);
export type CssTemplateListResponse = z.infer<typeof cssTemplateListResponse>;

/** `GET /api/v1/css_template/<pk>` result (show_columns). */
export const cssTemplateShowItem = cssTemplateListItem.omit({ created_on: true });
export type CssTemplateShowItem = z.infer<typeof cssTemplateShowItem>;
export const cssTemplateItemResponse = itemResponse(cssTemplateShowItem);
export type CssTemplateItemResponse = z.infer<typeof cssTemplateItemResponse>;

/** The body of `POST` (both fields required) and `PUT` (either), as the answers repeat it. */
export const cssTemplateWriteBody = cssTemplatePutSchema;
export type CssTemplateWriteBody = z.infer<typeof cssTemplateWriteBody>;
/** `POST`/`PUT` answer: the id and the body as sent. */
export const cssTemplateSavedResponse = savedResponse(cssTemplateWriteBody);
