import { CssTemplateList } from '../features/settings/css-templates/CssTemplateList.tsx';

/** /csstemplatemodelview/list/: Settings > CSS Templates. */
export function CssTemplateListPage() {
  return <CssTemplateList />;
}
