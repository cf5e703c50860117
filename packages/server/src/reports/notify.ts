import { createHmac } from 'node:crypto';
import type { AppContext } from '../context.ts';
import type { ReportRecord } from '../meta/repos/report-repo.ts';
import type { NotificationContent } from './content.ts';
import { sendMail, type ReportMail } from './email.ts';
import { ReportRunError } from './report-errors.ts';
import { escapeHtml } from './tabular.ts';
import { postWebhook } from './webhook.ts';

const CALL_TO_ACTION = 'Explore in Sightline';
const TABLE_STYLE =
  'table, th, td {\n  border: 1px solid black;\n  border-collapse: collapse;\n  padding: 5px;\n}';

const fileName = (name: string, i: number, n: number, ext: string) =>
  `${name.replace(/[\\/:*?"<>|\r\n]+/g, '_')}${n > 1 ? `_${i + 1}` : ''}.${ext}`;

/** The mail of a notification, as Superset's EmailNotification writes it. */
function mailOf(
  ctx: AppContext,
  c: NotificationContent,
  to: { target: string; ccTarget?: string; bccTarget?: string },
): ReportMail {
  const subject = `${ctx.config.reports.subjectPrefix}${c.name}`;
  const link = `<p><b><a href="${escapeHtml(c.url)}">${CALL_TO_ACTION}</a></b></p>`;
  if (c.text !== undefined) {
    const html =
      `<p>Your report/alert was unable to be generated because of the following error: ${escapeHtml(c.text)}</p>\n` +
      `<p>Please check your dashboard/chart for errors.</p>\n${link}`;
    return { ...addresses(to), subject, html, attachments: [], inline: [] };
  }
  const inline = c.images.map((content, i) => ({ cid: `report-image-${i + 1}`, content }));
  const images = inline
    .map((i) => `<div class="image"><img width="1000" src="cid:${i.cid}"></div>`)
    .join('\n');
  const html = [
    '<html>',
    `  <head><style type="text/css">\n${TABLE_STYLE}\n</style></head>`,
    '  <body>',
    `    <div>${escapeHtml(c.description ?? '')}</div>`,
    '    <br>',
    `    <b><a href="${escapeHtml(c.url)}">${CALL_TO_ACTION}</a></b><p></p>`,
    c.html ?? '',
    images,
    '  </body>',
    '</html>',
  ].join('\n');
  const attachments = [
    ...c.csv.map((content, i) => ({
      filename: fileName(c.name, i, c.csv.length, 'csv'),
      content,
      contentType: 'text/csv',
    })),
    ...c.pdf.map((content, i) => ({
      filename: fileName(c.name, i, c.pdf.length, 'pdf'),
      content,
      contentType: 'application/pdf',
    })),
  ];
  return { ...addresses(to), subject, html, attachments, inline };
}

function addresses(to: { target: string; ccTarget?: string; bccTarget?: string }) {
  return {
    to: to.target,
    ...(to.ccTarget ? { cc: to.ccTarget } : {}),
    ...(to.bccTarget ? { bcc: to.bccTarget } : {}),
  };
}

/** A webhook's JSON body: what the mail says, with files base64-encoded. */
function webhookPayload(c: NotificationContent): Record<string, unknown> {
  const files = [
    ...c.csv.map((b, i) => ({
      filename: fileName(c.name, i, c.csv.length, 'csv'),
      content_type: 'text/csv',
      data: b,
    })),
    ...c.pdf.map((b, i) => ({
      filename: fileName(c.name, i, c.pdf.length, 'pdf'),
      content_type: 'application/pdf',
      data: b,
    })),
    ...c.images.map((b, i) => ({
      filename: fileName(c.name, i, c.images.length, 'png'),
      content_type: 'image/png',
      data: b,
    })),
  ];
  return {
    name: c.name,
    url: c.url,
    description: c.description,
    ...(c.text !== undefined ? { error: c.text } : {}),
    header: c.header,
    format: c.format,
    ...(c.rows ? { data: c.rows } : {}),
    files: files.map((f) => ({ ...f, data: f.data.toString('base64') })),
  };
}

/** The key webhook bodies are signed with: SIGHTLINE_WEBHOOK_SECRET, else derived from the secret key. */
export function webhookKey(ctx: AppContext): string {
  return (
    ctx.config.reports.webhookSecret ??
    createHmac('sha256', ctx.config.secretKey).update('sightline-report-webhook').digest('hex')
  );
}

/**
 * Sends the content to every recipient of the schedule (Superset's _send): a failed recipient
 * does not stop the others; the failures together are the run's error.
 */
export async function sendToRecipients(
  ctx: AppContext,
  r: ReportRecord,
  c: NotificationContent,
  signal: AbortSignal,
): Promise<void> {
  const errors: string[] = [];
  for (const recipient of r.recipients) {
    const cfg = recipient.config as { target: string; ccTarget?: string; bccTarget?: string };
    try {
      if (recipient.type === 'Email') await sendMail(ctx.config.reports.smtp, mailOf(ctx, c, cfg));
      else if (recipient.type === 'Webhook')
        await postWebhook(cfg.target, webhookPayload(c), {
          key: webhookKey(ctx),
          signal,
          allowLocalHttp: ctx.config.reports.testHttpWebhooks,
        });
    } catch (e) {
      if (signal.aborted) throw e;
      errors.push((e as Error).message);
    }
  }
  if (errors.length) throw new ReportRunError(errors.join(';'));
}

/**
 * Tells the owners that a run failed (Superset's send_error: a mail to each owner with an address).
 * Throws when no mail could be sent.
 */
export async function sendErrorToOwners(
  ctx: AppContext,
  r: ReportRecord,
  c: NotificationContent,
): Promise<void> {
  // Without owners (all removed), the creator is told, as it is the executor then.
  const ids = r.owners.length ? r.owners.map((o) => o.id) : r.createdBy ? [r.createdBy.id] : [];
  const users = await Promise.all(ids.map((id) => ctx.users.findById(id)));
  const emails = users.map((u) => u?.email).filter((e): e is string => Boolean(e));
  if (emails.length === 0) throw new ReportRunError('No owner has an email address');
  await sendMail(ctx.config.reports.smtp, mailOf(ctx, c, { target: emails.join(',') }));
}
