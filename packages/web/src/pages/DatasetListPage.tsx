import { DatasetList } from '../features/datasets/DatasetList.tsx';

export function DatasetListPage() {
  return <DatasetList />;
}
