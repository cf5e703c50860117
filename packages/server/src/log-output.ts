import type { FastifyServerOptions } from 'fastify';
import PinoPretty from 'pino-pretty';
import type { Config } from './config.ts';

/**
 * How the server's log lines are written: `pretty` (pino-pretty: time, level and message, colours
 * when the terminal has them) or `json` (one pino JSON object a line, for log collectors). The
 * configured format (SIGHTLINE_LOG_FORMAT), else pretty when stdout is a terminal, else JSON.
 */
export function logFormat(
  config: Pick<Config, 'logFormat'>,
  isTTY = Boolean(process.stdout.isTTY),
): 'pretty' | 'json' {
  return config.logFormat ?? (isTTY ? 'pretty' : 'json');
}

/**
 * Fastify's `logger` option for the configuration: off when silent, else pino in the log format.
 * `destination` is where pretty lines go (standard output unless a test says otherwise).
 */
export function loggerOptions(
  config: Config,
  isTTY = Boolean(process.stdout.isTTY),
  destination?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  if (logFormat(config, isTTY) === 'json') return { level: config.logLevel };
  const stream = PinoPretty({
    colorize: isTTY,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname',
    singleLine: true,
    sync: true,
    ...(destination ? { destination } : {}),
  });
  return { level: config.logLevel, stream };
}
