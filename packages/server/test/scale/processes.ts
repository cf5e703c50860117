import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const LISTENING = /Sightline is listening on (http:\/\/\S+)/;

/** A `sightline start` process of a test, with everything it printed. */
export interface ServerProcess {
  url: string;
  proc: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Spawns `node bin/sightline.mjs start` with `env` (PORT=0: the process picks a free port and
 * prints it) and resolves once it listens; rejects with its output when it exits first or times out.
 */
export function startProcess(
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  const proc = spawn(process.execPath, [join(ROOT, 'bin/sightline.mjs'), 'start'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      SIGHTLINE_LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const output = () => out;
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  const stop = async () => {
    if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGTERM');
    const timer = setTimeout(() => proc.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  return new Promise<ServerProcess>((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`process did not start within ${timeoutMs} ms:\n${out}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = LISTENING.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ url: m[1]!, proc, output, stop });
      }
    };
    proc.stdout.on('data', onData);
    proc.stderr.on('data', onData);
    proc.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`process exited (${code ?? signal}) before listening:\n${out}`));
    });
  });
}

/** Starts `n` processes at the same instant; stops the ones that came up when any of them fails. */
export async function startProcesses(
  n: number,
  env: (i: number) => Record<string, string>,
  timeoutMs?: number,
): Promise<ServerProcess[]> {
  const settled = await Promise.allSettled(
    Array.from({ length: n }, (_, i) => startProcess(env(i), timeoutMs)),
  );
  const up = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason as Error] : []));
  if (failed.length) {
    await Promise.all(up.map((p) => p.stop()));
    throw new Error(
      `${failed.length} of ${n} processes failed:\n${failed.map((e) => e.message).join('\n---\n')}`,
    );
  }
  return up;
}

/** Logs in as `username` through the REST API of a running process and returns the access token. */
export async function login(url: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/security/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, provider: 'db' }),
  });
  if (res.status !== 200)
    throw new Error(`login on ${url} failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** GET with a bearer token; the parsed JSON body. */
export async function getJson<T>(url: string, token: string): Promise<{ status: number; body: T }> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as T };
}

/** A `sightline <args>` process of a test: `ready` is the match of the line it waited for. */
export interface SightlineProcess {
  ready: RegExpExecArray;
  proc: ChildProcess;
  output(): string;
  /** SIGTERM, then SIGKILL after `killAfterMs` (default 5 s); resolves when it exited. */
  stop(killAfterMs?: number): Promise<void>;
  /** Resolves with the exit code (or signal) once the process has exited. */
  exited: Promise<number | string | null>;
}

/**
 * Spawns `node bin/sightline.mjs <args>` with `env` and resolves once its output matches `ready`
 * (e.g. `worker` prints "Sightline worker is running (... worker <id>)"); rejects with its output
 * when it exits first or times out.
 */
export function startSightline(
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
  timeoutMs = 90_000,
): Promise<SightlineProcess> {
  const proc = spawn(process.execPath, [join(ROOT, 'bin/sightline.mjs'), ...args], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      SIGHTLINE_LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const output = () => out;
  const exited = new Promise<number | string | null>((resolve) =>
    proc.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  const stop = async (killAfterMs = 5000) => {
    if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGTERM');
    const timer = setTimeout(() => proc.kill('SIGKILL'), killAfterMs);
    await exited;
    clearTimeout(timer);
  };
  return new Promise<SightlineProcess>((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(
        new Error(`sightline ${args.join(' ')} did not start within ${timeoutMs} ms:\n${out}`),
      );
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = ready.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ ready: m, proc, output, stop, exited });
      }
    };
    proc.stdout.on('data', onData);
    proc.stderr.on('data', onData);
    proc.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(
        new Error(`sightline ${args.join(' ')} exited (${code ?? signal}) before ready:\n${out}`),
      );
    });
  });
}
