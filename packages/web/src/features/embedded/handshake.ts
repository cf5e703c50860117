import { IFRAME_COMMS_MESSAGE_TYPE } from './switchboard.ts';

/**
 * The host page hands its MessageChannel port over once, on the iframe's load event, which can fire
 * before the embedded page's code has loaded; so the port is caught as soon as the app starts on an
 * /embedded/ URL and kept (a port queues its messages until started).
 */
let port: MessagePort | null = null;
const waiting: ((p: MessagePort) => void)[] = [];

function onMessage(event: MessageEvent): void {
  const data = event.data as { type?: unknown; handshake?: unknown } | null;
  if (port || data?.type !== IFRAME_COMMS_MESSAGE_TYPE || data.handshake !== 'port transfer')
    return;
  const given = event.ports?.[0];
  if (!given) return;
  port = given;
  for (const resolve of waiting.splice(0)) resolve(given);
}

if (typeof window !== 'undefined' && window.location.pathname.startsWith('/embedded/'))
  window.addEventListener('message', onMessage);

/** The host page's port, once it has been handed over. */
export function hostPort(): Promise<MessagePort> {
  return port ? Promise.resolve(port) : new Promise((resolve) => waiting.push(resolve));
}
