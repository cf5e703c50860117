/**
 * The iframe side of the switchboard protocol of `@superset-ui/embedded-sdk` (its
 * `@superset-ui/switchboard`): over a MessageChannel port, `{switchboardAction: 'get', method,
 * messageId, args}` asks for a method's result, answered `{switchboardAction: 'reply', messageId,
 * result}` or `{switchboardAction: 'error', messageId, error}`; `{switchboardAction: 'emit', method,
 * args}` calls a method with no answer.
 */
export type SwitchboardMethod = (args: unknown) => unknown;

/** The message type and handshake of the host page's port transfer (the SDK's const.ts). */
export const IFRAME_COMMS_MESSAGE_TYPE = '__embedded_comms__';

interface Message {
  switchboardAction?: string;
  method?: string;
  messageId?: string;
  args?: unknown;
}

/** Answers the host page's calls on one port. */
export class Switchboard {
  readonly #methods = new Map<string, SwitchboardMethod>();
  readonly #port: MessagePort;
  #incrementor = 1;

  constructor(port: MessagePort) {
    this.#port = port;
    port.addEventListener('message', (event: MessageEvent<Message>) => {
      void this.#receive(event.data);
    });
    port.start();
  }

  /** Makes `method` callable by the host (get or emit). */
  defineMethod(method: string, executor: SwitchboardMethod): void {
    this.#methods.set(method, executor);
  }

  /** Calls a method the host defined (e.g. `resolvePermalinkUrl`) and waits for its reply. */
  get(method: string, args?: unknown): Promise<unknown> {
    const messageId = `m_superset-embedded_${this.#incrementor++}`;
    return new Promise((resolve, reject) => {
      const listener = (event: MessageEvent<Message & { result?: unknown; error?: string }>) => {
        if (event.data?.messageId !== messageId) return;
        this.#port.removeEventListener('message', listener);
        if (event.data.switchboardAction === 'reply') resolve(event.data.result);
        else reject(new Error(event.data.error ?? 'Unexpected response message'));
      };
      this.#port.addEventListener('message', listener);
      this.#port.postMessage({ switchboardAction: 'get', method, messageId, args });
    });
  }

  async #receive(message: Message): Promise<void> {
    if (!message || typeof message.method !== 'string') return;
    const executor = this.#methods.get(message.method);
    if (message.switchboardAction === 'emit') {
      executor?.(message.args);
      return;
    }
    if (message.switchboardAction !== 'get') return;
    const { messageId } = message;
    if (!executor) {
      this.#port.postMessage({
        switchboardAction: 'error',
        messageId,
        error: `[superset] Method "${message.method}" is not defined`,
      });
      return;
    }
    try {
      const result = await executor(message.args);
      this.#port.postMessage({ switchboardAction: 'reply', messageId, result });
    } catch {
      this.#port.postMessage({
        switchboardAction: 'error',
        messageId,
        error: `[superset] Method "${message.method}" threw an error`,
      });
    }
  }
}
