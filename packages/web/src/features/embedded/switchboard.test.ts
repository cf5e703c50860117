import { afterEach, describe, expect, it } from 'vitest';
import { Switchboard } from './switchboard.ts';

// The host side speaks as @superset-ui/switchboard does (its messages written out here), so the
// iframe side is checked against the protocol, not against itself.
describe('the embedded page switchboard', () => {
  const channels: MessageChannel[] = [];
  afterEach(() => {
    for (const c of channels.splice(0)) {
      c.port1.close();
      c.port2.close();
    }
  });

  function connect() {
    const channel = new MessageChannel();
    channels.push(channel);
    const replies: unknown[] = [];
    channel.port1.addEventListener('message', (e) => replies.push(e.data));
    channel.port1.start();
    return { board: new Switchboard(channel.port2), host: channel.port1, replies };
  }

  const until = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
    expect(check()).toBe(true);
  };

  it('answers a get with the method result, and an unknown or failing method with an error', async () => {
    const { board, host, replies } = connect();
    board.defineMethod('getScrollSize', () => ({ width: 640, height: 480 }));
    board.defineMethod('broken', () => {
      throw new Error('no');
    });
    host.postMessage({ switchboardAction: 'get', method: 'getScrollSize', messageId: 'm_1' });
    host.postMessage({ switchboardAction: 'get', method: 'missing', messageId: 'm_2' });
    host.postMessage({ switchboardAction: 'get', method: 'broken', messageId: 'm_3' });
    await until(() => replies.length === 3);
    expect(replies).toContainEqual({
      switchboardAction: 'reply',
      messageId: 'm_1',
      result: { width: 640, height: 480 },
    });
    expect(replies).toContainEqual(
      expect.objectContaining({ switchboardAction: 'error', messageId: 'm_2' }),
    );
    expect(replies).toContainEqual(
      expect.objectContaining({ switchboardAction: 'error', messageId: 'm_3' }),
    );
  });

  it('calls an emitted method with its args and answers nothing', async () => {
    const { board, host, replies } = connect();
    const tokens: unknown[] = [];
    board.defineMethod('guestToken', (args) => tokens.push(args));
    host.postMessage({
      switchboardAction: 'emit',
      method: 'guestToken',
      args: { guestToken: 'a' },
    });
    host.postMessage({
      switchboardAction: 'emit',
      method: 'guestToken',
      args: { guestToken: 'b' },
    });
    await until(() => tokens.length === 2);
    expect(tokens).toEqual([{ guestToken: 'a' }, { guestToken: 'b' }]);
    expect(replies).toEqual([]);
  });

  it("calls a host's method and resolves with its reply", async () => {
    const { board, host } = connect();
    host.addEventListener('message', (e) => {
      const m = e.data as { switchboardAction: string; method: string; messageId: string };
      if (m.switchboardAction === 'get' && m.method === 'resolvePermalinkUrl')
        host.postMessage({
          switchboardAction: 'reply',
          messageId: m.messageId,
          result: 'https://x',
        });
    });
    await expect(board.get('resolvePermalinkUrl', { key: 'k' })).resolves.toBe('https://x');
  });
});
