import { SqlLab } from '../features/sqllab/SqlLab.tsx';

export function SqlLabPage() {
  return <SqlLab />;
}
