import type { ConnectOptions, Engine } from '../../engines/engine-contract.ts';
import { classifyError } from '../../engines/engine-errors.ts';
import type { ParsedUri } from '../../engines/uri.ts';
import { AppError } from '../../errors.ts';

const TEST_TIMEOUT_MS = 15_000;

/** Opens a connection and runs `SELECT 1`; throws a 422 SIP-40 error with the classified driver error. */
export async function testConnection(
  engine: Engine,
  uri: ParsedUri,
  options: ConnectOptions = {},
): Promise<void> {
  let driver: Awaited<ReturnType<Engine['connect']>> | null = null;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), TEST_TIMEOUT_MS);
  try {
    driver = await Promise.race([
      engine.connect(uri, options),
      new Promise<never>((_, reject) =>
        timeout.signal.addEventListener('abort', () => reject(new Error('Connection timed out'))),
      ),
    ]);
    await driver.execute('SELECT 1', { signal: timeout.signal, maxRows: 1 });
  } catch (e) {
    const { errorType, message } = classifyError(engine, e);
    throw new AppError(422, message, {
      shape: 'errors',
      errorType: errorType === 'GENERIC_DB_ENGINE_ERROR' ? 'GENERIC_DB_ENGINE_ERROR' : errorType,
      extra: { engine_name: engine.name },
    });
  } finally {
    clearTimeout(timer);
    await driver?.close().catch(() => undefined);
  }
}
