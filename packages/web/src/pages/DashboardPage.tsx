import { useParams } from 'react-router';
import {
  DashboardPermalinkScreen,
  DashboardScreen,
} from '../features/dashboard/DashboardScreen.tsx';

export function DashboardPage() {
  const { idOrSlug = '', key } = useParams();
  if (key) return <DashboardPermalinkScreen permalinkKey={key} />;
  return <DashboardScreen key={idOrSlug} idOrSlug={idOrSlug} />;
}
