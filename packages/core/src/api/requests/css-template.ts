import { z } from 'zod';

/** Request bodies of the CSS template API (Superset's CssTemplateRestApi). */

// PostgreSQL text cannot hold NUL, so it is refused as input rather than failing in the store.
const text = () => z.string().refine((s) => !s.includes('\u0000'), 'Not a valid string.');
const name = () =>
  text().min(1, 'Length must be between 1 and 250.').max(250, 'Length must be between 1 and 250.');

/** Body of `POST /api/v1/css_template/` (add_columns: both required, as the model's are). */
export const cssTemplatePostSchema = z.object({ template_name: name(), css: text() });
export type CssTemplatePost = z.infer<typeof cssTemplatePostSchema>;

/** Body of `PUT /api/v1/css_template/<pk>` (edit_columns: either). */
export const cssTemplatePutSchema = z.object({
  template_name: name().optional(),
  css: text().optional(),
});
export type CssTemplatePut = z.infer<typeof cssTemplatePutSchema>;
