import type { Locator, Page } from 'playwright-core';
import { tableRow } from './common.ts';

/** The "Manage email reports" submenu of a dashboard's header menu and its report modal. */
export class DashboardReportMenu {
  constructor(private readonly page: Page) {}

  /** Opens the dashboard's "..." menu and hovers "Manage email reports". */
  async open(): Promise<void> {
    await this.page.locator('[data-test="dashboard-menu"]').click();
    await this.page.locator('[data-test="report-menu-manage"]').hover();
  }

  /** Clicks one entry of the submenu: set-up, toggle-active, edit or delete. */
  async choose(entry: 'set-up' | 'toggle-active' | 'edit' | 'delete'): Promise<void> {
    const item = this.page.locator(`[data-test="report-menu-${entry}"]:visible`);
    // The submenu's entries come once the user's report is known; on a loaded machine the menu can
    // redraw (and close its submenu) as that answer arrives: open it again until the entry shows.
    for (let attempt = 1; ; attempt += 1) {
      await this.open();
      try {
        await item.waitFor({ state: 'visible', timeout: 6_000 });
        break;
      } catch (e) {
        if (attempt >= 3) throw e;
        await this.page.keyboard.press('Escape');
        await this.page.mouse.move(0, 0);
      }
    }
    await item.click();
  }

  /** The email report modal. */
  get modal(): Locator {
    // antd puts the Modal's data-test on a box of no size: find the dialog by its name field.
    return this.page
      .locator('.ant-modal-container')
      .filter({ has: this.page.locator('[data-test="report-name"]') });
  }

  /** Names the report, picks a format and adds it. */
  async schedule(name: string, formatLabel: string): Promise<void> {
    await this.modal.locator('[data-test="report-name"]').fill(name);
    await this.modal.getByText(formatLabel, { exact: true }).click();
    await this.modal.locator('[data-test="report-save"]').click();
  }
}

/** Settings > Alerts & Reports (/alert/list/, /report/list/) and the execution log. */
export class AlertReportListPage {
  constructor(private readonly page: Page) {}

  get table(): Locator {
    return this.page.locator('[data-test="alert-report-table"]');
  }

  /** The row of the schedule with this name. */
  row(name: string): Locator {
    return tableRow(this.page, this.table, name);
  }

  /** The Alerts & Reports add/edit dialog. */
  get modal(): Locator {
    return this.page
      .locator('.ant-modal-container')
      .filter({ has: this.page.locator('[data-test="alert-report-name"]') });
  }

  /** Opens the Reports tab from the Alerts & Reports page. */
  async openReportsTab(): Promise<void> {
    await this.page.locator('[data-test="report-list"]').click();
    await this.page.waitForURL('**/report/list/');
  }

  /** The row's active switch: its state and a click. */
  activeSwitch(name: string): Locator {
    return this.row(name).locator('[data-test="alert-report-active"]');
  }

  async isActive(name: string): Promise<boolean> {
    return (await this.activeSwitch(name).getAttribute('aria-checked')) === 'true';
  }

  /** Goes to the row's execution log. */
  async openLog(name: string): Promise<void> {
    await this.row(name).locator('[data-test="alert-report-log"]').click();
    await this.page.locator('[data-test="execution-log"]').waitFor({ state: 'visible' });
  }
}

/** The execution log of one schedule. */
export class ExecutionLogPage {
  constructor(private readonly page: Page) {}

  get rows(): Locator {
    return this.page.locator('[data-test="execution-log-table"] tbody tr.ant-table-row');
  }

  async sendNow(): Promise<void> {
    await this.page.locator('[data-test="execution-log-send-now"]').click();
  }

  /** Waits until the newest run has ended (not Working) and returns its state and error text. */
  async lastRun(timeout = 30_000): Promise<{ state: string; error: string }> {
    const first = this.rows.first();
    await first
      .locator('[data-test="execution-log-state"]')
      .filter({ hasNotText: 'Working' })
      .waitFor({ state: 'visible', timeout });
    return {
      state: (await first.locator('[data-test="execution-log-state"]').innerText()).trim(),
      error: (await first.locator('[data-test="execution-log-error"]').innerText()).trim(),
    };
  }
}

/** A mail the in-process SMTP server received: envelope recipients, subject and the inline PNG. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  raw: string;
  /** The decoded bytes of the first image/png part, if any. */
  png(): Buffer | undefined;
}

/** An SMTP server on 127.0.0.1 that keeps every mail it receives. */
export interface Mailbox {
  port: number;
  mails: ReceivedMail[];
  close(): Promise<void>;
}

function pngPart(raw: string): Buffer | undefined {
  const at = raw.search(/Content-Type: image\/png/i);
  if (at < 0) return undefined;
  const body = raw.indexOf('\r\n\r\n', at);
  const end = raw.indexOf('\r\n--', body);
  return Buffer.from(raw.slice(body + 4, end < 0 ? undefined : end).replace(/\s+/g, ''), 'base64');
}

export async function startMailbox(): Promise<Mailbox> {
  const { SMTPServer } = await import('smtp-server');
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1');
        const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: /^Subject: (.*)$/im.exec(head)?.[1]?.trim() ?? '',
          raw,
          png: () => pngPart(raw),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as { port: number }).port,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
