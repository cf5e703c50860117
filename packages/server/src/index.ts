export { buildApp } from './app.ts';
export { bootstrap } from './bootstrap.ts';
export { loadConfig, ConfigError, type Config } from './config.ts';
export { startServer, type RunningServer } from './server.ts';
