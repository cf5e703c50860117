/** How report mails leave: SMTP (Superset's SMTP_* settings). */
export interface SmtpSettings {
  /** SIGHTLINE_SMTP_HOST; null = email delivery is not configured (a run fails saying so). */
  host: string | null;
  port: number;
  user: string | null;
  password: string | null;
  /** Upgrade a plain connection with STARTTLS (required when true). */
  starttls: boolean;
  /** Connect over TLS from the start (port 465). */
  ssl: boolean;
  mailFrom: string;
}

/** Settings of alerts and reports (README "Configuration"; docs/adr/0019-reports.md). */
export interface ReportsConfig {
  smtp: SmtpSettings;
  /** Where the links in report mails point (Superset's WEBDRIVER_BASEURL_USER_FRIENDLY). */
  publicUrl: string;
  /** Key of the webhook body signature; null = derived from the secret key (README). */
  webhookSecret: string | null;
  /** Superset's EMAIL_REPORTS_SUBJECT_PREFIX. */
  subjectPrefix: string;
  /** Test only: webhooks may be plain http to 127.0.0.1 (a local test receiver). */
  testHttpWebhooks: boolean;
  /** Test only: crontabs may have a sixth, leading seconds field (a test needs fires seconds apart). */
  testSecondsCrontab: boolean;
}

function flag(name: string, v: string | undefined, fallback: boolean): boolean {
  if (v === undefined || v === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(v)) return true;
  if (/^(0|false|no|off)$/i.test(v)) return false;
  throw new Error(`${name} must be a boolean (true/false), got "${v}"`);
}

function port(v: string | undefined, fallback: number): number {
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1 || n > 65535)
    throw new Error(`SIGHTLINE_SMTP_PORT must be a port number, got "${v}"`);
  return n;
}

/** Reads the report settings from the environment. */
export function reportsConfig(env: Record<string, string | undefined>): ReportsConfig {
  const ssl = flag('SIGHTLINE_SMTP_SSL', env.SIGHTLINE_SMTP_SSL, false);
  return {
    smtp: {
      host: env.SIGHTLINE_SMTP_HOST || null,
      port: port(env.SIGHTLINE_SMTP_PORT, ssl ? 465 : 25),
      user: env.SIGHTLINE_SMTP_USER || null,
      password: env.SIGHTLINE_SMTP_PASSWORD || null,
      starttls: flag('SIGHTLINE_SMTP_STARTTLS', env.SIGHTLINE_SMTP_STARTTLS, true),
      ssl,
      mailFrom: env.SIGHTLINE_SMTP_MAIL_FROM || 'sightline@localhost',
    },
    publicUrl: (env.SIGHTLINE_PUBLIC_URL || 'http://localhost:8088').replace(/\/+$/, ''),
    webhookSecret: env.SIGHTLINE_WEBHOOK_SECRET || null,
    subjectPrefix: env.SIGHTLINE_EMAIL_REPORTS_SUBJECT_PREFIX ?? '[Report] ',
    testHttpWebhooks: flag(
      'SIGHTLINE_REPORTS_TEST_HTTP_WEBHOOKS',
      env.SIGHTLINE_REPORTS_TEST_HTTP_WEBHOOKS,
      false,
    ),
    testSecondsCrontab: flag(
      'SIGHTLINE_REPORTS_TEST_SECONDS_CRONTAB',
      env.SIGHTLINE_REPORTS_TEST_SECONDS_CRONTAB,
      false,
    ),
  };
}
