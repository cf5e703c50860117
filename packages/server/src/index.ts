export { buildApp } from './app.ts';
export { EXAMPLES_DATABASE_UUID, bootstrap } from './bootstrap.ts';
export { createDatabase } from './commands/database/save-database.ts';
export { loadConfig, ConfigError, type Config } from './config.ts';
export { duckdbTarget, loadDataDir } from './examples/load-data.ts';
export { loadCurrentUser } from './security/current-user.ts';
export { startServer, type RunningServer } from './server.ts';
