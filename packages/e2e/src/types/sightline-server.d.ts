// Fallback used only while packages/server/src/index.ts does not exist yet; once it does, the real
// module's types win (TypeScript consults ambient declarations only when resolution fails).
declare module '@sightline/server' {
  export function loadConfig(env?: Record<string, string | undefined>): unknown;
  export function startServer(config: unknown): Promise<{ url: string; close(): Promise<void> }>;
}
