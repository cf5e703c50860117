import { Readable } from 'node:stream';
import { Zip, ZipDeflate } from 'fflate';

/** One file of a zip: its name inside the archive and a factory opening its content when its turn comes. */
export interface ZipEntry {
  name: string;
  stream: () => Readable;
}

/**
 * Streams a zip archive of several files (query-engine.md §5.2: `query_1.csv`, `query_2.csv`, ...),
 * deflating with fflate. Entries are opened and read one after another, each only when the previous one
 * has ended, and read only as fast as the zip is consumed. An error from an entry destroys the zip
 * stream with that error; destroying the zip stream destroys the entry being read.
 * Limit: no zip64, so each file and the whole archive must stay under 4 GB.
 */
export function zipStreams(entries: ZipEntry[]): Readable {
  let resume: (() => void) | null = null;
  let current: Readable | null = null;
  let isBlocked = false;
  let isStarted = false;

  const wake = (): void => {
    const next = resume;
    resume = null;
    next?.();
  };
  const out = new Readable({
    read() {
      isBlocked = false;
      if (!isStarted) {
        isStarted = true;
        pump().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
      }
      wake();
    },
    destroy(error, callback) {
      current?.destroy();
      wake();
      callback(error);
    },
  });

  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    if (out.destroyed) return;
    if (!out.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength))) isBlocked = true;
    if (final) out.push(null);
  });

  const waitForReader = (): Promise<void> | undefined =>
    isBlocked && !out.destroyed ? new Promise<void>((resolve) => (resume = resolve)) : undefined;

  async function pump(): Promise<void> {
    for (const entry of entries) {
      if (out.destroyed) return;
      const file = new ZipDeflate(entry.name, { level: 6 });
      zip.add(file);
      current = entry.stream();
      for await (const chunk of current) {
        file.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Uint8Array));
        await waitForReader();
        if (out.destroyed) return;
      }
      current = null;
      file.push(new Uint8Array(0), true);
    }
    zip.end();
  }
  return out;
}
