import nodemailer from 'nodemailer';
import type { SmtpSettings } from './report-config.ts';
import { ReportRunError, RUN_MESSAGES as M } from './report-errors.ts';

/** A mail of a report: addresses are comma or semicolon separated lists (Superset's recipients). */
export interface ReportMail {
  to: string;
  cc?: string;
  bcc?: string;
  subject: string;
  html: string;
  /** Files attached (CSV, PDF). */
  attachments: { filename: string; content: Buffer; contentType: string }[];
  /** Images shown in the body: `<img src="cid:{cid}">`. */
  inline: { cid: string; content: Buffer }[];
}

const list = (s: string | undefined): string[] =>
  (s ?? '')
    .split(/[,;]/)
    .map((x) => x.trim())
    .filter(Boolean);

/**
 * Sends one mail over SMTP (Superset's send_email_smtp): TLS from the start with `ssl`, else
 * STARTTLS required when `starttls`, else plain; login when a user is set.
 */
export async function sendMail(smtp: SmtpSettings, mail: ReportMail): Promise<void> {
  if (!smtp.host) throw new ReportRunError(M.smtpNotConfigured);
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.ssl,
    requireTLS: !smtp.ssl && smtp.starttls,
    ignoreTLS: !smtp.ssl && !smtp.starttls,
    auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
  });
  try {
    await transport.sendMail({
      from: smtp.mailFrom,
      to: list(mail.to),
      cc: list(mail.cc),
      bcc: list(mail.bcc),
      subject: mail.subject,
      html: mail.html,
      attachments: [
        ...mail.attachments.map((a) => ({
          filename: a.filename,
          content: a.content,
          contentType: a.contentType,
        })),
        ...mail.inline.map((i) => ({
          filename: `${i.cid}.png`,
          content: i.content,
          contentType: 'image/png',
          cid: i.cid,
          contentDisposition: 'inline' as const,
        })),
      ],
    });
  } catch (e) {
    throw new ReportRunError(`Email could not be sent: ${(e as Error).message}`, { cause: e });
  } finally {
    transport.close();
  }
}
