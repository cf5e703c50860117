import { ensureWebBuild } from './server.ts';

/**
 * Builds packages/web/dist once before the browser files start: they run two at a time, and two
 * files finding the build stale at the same moment would each empty and rewrite the same folder.
 */
export function setup(): void {
  ensureWebBuild();
}
