import { EmbeddedPage } from '../features/embedded/EmbeddedPage.tsx';
import { AntProviders } from './AntProviders.tsx';

/** The embedded dashboard with antd's providers (the app root has none, see AntProviders). */
export function EmbeddedRoute() {
  return (
    <AntProviders>
      <EmbeddedPage />
    </AntProviders>
  );
}
