import { parseArgs } from 'node:util';

// What the CLI knows before it loads any of the server: its usage text, its options and commands.

export const USAGE = `Usage: sightline <command> [options]

Commands:
  start [--no-worker]           migrate, create the admin and examples on first start, and serve on $PORT (default 8088);
                                the process also runs background jobs (async chart data, async SQL Lab) unless
                                --no-worker is given: then it only queues them for \`sightline worker\` processes
                                (needs SIGHTLINE_REDIS_URL)
  worker                        run background jobs only (no HTTP) from the shared queue in Redis
                                (SIGHTLINE_REDIS_URL); SIGHTLINE_WORKER_CONCURRENCY jobs at once in the whole
                                cluster (default 4); on SIGTERM it stops taking jobs and lets running ones finish
                                for SIGHTLINE_WORKER_DRAIN_SECONDS (default 30), then hands the rest back
  migrate                       apply pending metadata-store migrations
  create-admin --username U --password P [--email E] [--first-name F] [--last-name L]
                                create a user with the Admin role
  reset-password --username U --password P
                                set a user's password
  load-examples                 generate the examples database and register it, and create the example
                                charts and dashboards (each only if missing)
  load-data <dir> [--database NAME] [--only FILE ...] [--datasets]
                                load CSV/JSON(.gz) files of <dir> as tables into a registered database
                                (default: examples); --datasets also creates a dataset per table
`;

/** A mistake on the command line: printed as `sightline: <message>`, exit code 1. */
export class UsageError extends Error {}

/** The commands runCommand knows (anything else is a usage error before the server is loaded). */
export const COMMANDS = [
  'start',
  'worker',
  'migrate',
  'create-admin',
  'reset-password',
  'load-examples',
  'load-data',
] as const;

const OPTIONS = {
  username: { type: 'string' },
  password: { type: 'string' },
  email: { type: 'string' },
  'first-name': { type: 'string' },
  'last-name': { type: 'string' },
  database: { type: 'string' },
  only: { type: 'string', multiple: true },
  datasets: { type: 'boolean' },
  'no-worker': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** The command line after the command name, read with node:util parseArgs. */
export function parseCommandLine(args: string[]) {
  return parseArgs({ args, allowPositionals: true, options: OPTIONS });
}

/** The options and positionals of a command line. */
export type CommandLine = ReturnType<typeof parseCommandLine>;
