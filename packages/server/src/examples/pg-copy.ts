import type { Readable } from 'node:stream';
import type pg from 'pg';

/**
 * `COPY ... FROM STDIN` on a node-postgres client, without a dependency: node-postgres runs any
 * object with `submit(connection)` as a query (a "submittable", as pg-copy-streams does) and hands it
 * the backend's messages. On CopyInResponse the data is sent as CopyData messages (waiting for the
 * socket to drain), then CopyDone; a failing source sends CopyFail, so the server rolls the COPY back.
 * The promise settles on ReadyForQuery, which follows both success and error.
 */

/** The parts of pg's internal Connection that the copy protocol uses. */
interface CopyConnection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
  sendCopyFail(message: string): void;
  stream: NodeJS.WritableStream & { writableNeedDrain?: boolean };
}

class CopyIn {
  private error: Error | null = null;
  private rowCount = 0;

  constructor(
    private readonly text: string,
    private readonly source: Readable,
    private readonly settle: (err: Error | null, rows: number) => void,
  ) {}

  submit(connection: CopyConnection): void {
    connection.query(this.text);
  }

  handleCopyInResponse(connection: CopyConnection): void {
    void this.pump(connection);
  }

  private async pump(connection: CopyConnection): Promise<void> {
    try {
      for await (const chunk of this.source) {
        connection.sendCopyFromChunk(chunk as Buffer);
        if (connection.stream.writableNeedDrain)
          await new Promise((resolve) => connection.stream.once('drain', resolve));
      }
      connection.endCopyFrom();
    } catch (err) {
      connection.sendCopyFail(`The source failed: ${(err as Error).message}`);
    }
  }

  handleCommandComplete(msg: { text?: string }): void {
    const m = /COPY (\d+)/.exec(msg.text ?? '');
    if (m) this.rowCount = Number(m[1]);
  }

  handleError(err: Error): void {
    this.error = err;
    this.source.destroy();
  }

  handleReadyForQuery(): void {
    this.settle(this.error, this.rowCount);
  }

  // Messages a COPY FROM does not produce, kept so that node-postgres can call them.
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
  handleCopyData(): void {}
}

/** Runs `copySql` (a `COPY ... FROM STDIN`) on `client`, feeding it `source`; resolves to the rows copied. */
export function copyFromStdin(
  client: pg.Client,
  copySql: string,
  source: Readable,
): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const copy = new CopyIn(copySql, source, (err, rows) => (err ? reject(err) : resolve(rows)));
    (client as unknown as { query(q: CopyIn): unknown }).query(copy);
  });
}
