/** Log batching of docs/dashboards.md §9: a batch is sent at 1024 events or after 1000 ms. */
export const LOG_MAX_EVENTS = 1024;
export const LOG_DELAY_MS = 1000;

/** One client event of POST /superset/log/?explode=events (docs/api.md §2.4). */
export interface LogEvent {
  [key: string]: unknown;
  event_name: string;
  source: 'dashboard' | 'explore' | 'sqlLab';
  source_id?: number;
  ts: number;
}

/** Sends one batch. */
export type LogSender = (events: LogEvent[]) => void;

/** Queues events and hands them to `send` in batches of at most `maxEvents`, at the latest after `delayMs`. */
export class EventLogBatcher {
  private queue: LogEvent[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly send: LogSender,
    private readonly maxEvents = LOG_MAX_EVENTS,
    private readonly delayMs = LOG_DELAY_MS,
  ) {}

  /** Queues an event; a full batch goes at once, otherwise the timer sends it. */
  log(event: LogEvent): void {
    this.queue.push(event);
    if (this.queue.length >= this.maxEvents) {
      this.flush();
      return;
    }
    this.timer ??= setTimeout(() => this.flush(), this.delayMs);
  }

  /** Sends what is queued now (page hide, unmount). */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    while (this.queue.length > 0) this.send(this.queue.splice(0, this.maxEvents));
  }
}

/** The log URL of a batch: dashboard_id or slice_id narrow the source. */
export function logUrl(source: { dashboardId?: number; sliceId?: number }): string {
  const params = new URLSearchParams({ explode: 'events' });
  if (source.dashboardId !== undefined) params.set('dashboard_id', String(source.dashboardId));
  if (source.sliceId !== undefined) params.set('slice_id', String(source.sliceId));
  return `/superset/log/?${params.toString()}`;
}

/** A sender posting the batch as a form field `events` with navigator.sendBeacon, or fetch when unavailable. */
export function beaconSender(url: string): LogSender {
  return (events) => {
    const form = new FormData();
    form.append('events', JSON.stringify(events));
    if (
      typeof navigator !== 'undefined' &&
      typeof navigator.sendBeacon === 'function' &&
      navigator.sendBeacon(url, form)
    )
      return;
    void fetch(url, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      keepalive: true,
    }).catch(() => undefined);
  };
}
