import { Home } from '../features/home/Home.tsx';

/** /superset/welcome/: the Home page, where a login lands. */
export function HomePage() {
  return <Home />;
}
