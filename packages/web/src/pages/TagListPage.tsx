import { TagList } from '../features/settings/tags/TagList.tsx';

/** /superset/tags/: Settings > Tags. */
export function TagListPage() {
  return <TagList />;
}
