export {
  TEMPLATE_MARKERS,
  createTemplateRenderer,
  type TemplateRenderer,
} from './template-renderer.ts';
export type { TemplateContext, TemplateFilter, TemplateUser } from './template-context.ts';
export type { TemplateFilterValue } from './filter-macros.ts';
export { TemplateError, templateErrorMessage, type TemplateWhere } from './template-error.ts';
export { TemplateSecurityError } from './sandbox.ts';
export { PyDateTime } from './py-datetime.ts';
