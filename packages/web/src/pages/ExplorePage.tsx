import { Explore } from '../features/explore/Explore.tsx';

export function ExplorePage() {
  return <Explore />;
}
