import { describe, expect, it } from 'vitest';
import { GAME_SHELL_PROTOCOL, GAME_SHELL_VERSION, type GameShellRequest } from '@golf/contracts';
import { connectGameShell, GameShellError, type ShellEndpoint } from './bridge';

/** A page window and a shell that answers each request type with the given behaviour. */
function fakeShell(answer: (request: GameShellRequest, send: (body: object) => void) => void) {
  const host = new EventTarget() as unknown as Window;
  const sent: { message: GameShellRequest; origin: string }[] = [];
  const endpoint: ShellEndpoint = {
    postMessage(message, targetOrigin) {
      const request = message as GameShellRequest;
      sent.push({ message: request, origin: targetOrigin });
      const send = (body: object) =>
        queueMicrotask(() =>
          host.dispatchEvent(
            new MessageEvent('message', {
              origin: 'https://shell.example',
              data: { protocol: GAME_SHELL_PROTOCOL, version: GAME_SHELL_VERSION, id: request.id, ...body },
            }),
          ),
        );
      answer(request, send);
    },
  };
  return { host, endpoint, sent };
}

const hello = { versions: [1], shell_version: 'test', installed_version: '1.0.0' };

describe('the game shell bridge', () => {
  it('is null without an endpoint, or when nobody answers hello in time', async () => {
    expect(await connectGameShell(new EventTarget() as unknown as Window, null)).toBeNull();
    const silent = fakeShell(() => undefined);
    expect(await connectGameShell(silent.host, silent.endpoint, 20)).toBeNull();
  });

  it('is null for a shell that does not speak this bridge version', async () => {
    const old = fakeShell((request, send) => send({ type: 'done', data: { ...hello, versions: [0] } }));
    expect(await connectGameShell(old.host, old.endpoint, 50)).toBeNull();
  });

  it('reports progress, then resolves; later messages go only to the origin that answered hello', async () => {
    const shell = fakeShell((request, send) => {
      if (request.type === 'hello') return send({ type: 'done', data: hello });
      send({ type: 'progress', step: 'download', fraction: 0.5, bytes: 5, total_bytes: 10 });
      send({ type: 'done' });
    });
    const bridge = await connectGameShell(shell.host, shell.endpoint, 50);
    expect(bridge?.hello.installed_version).toBe('1.0.0');
    const progress: number[] = [];
    await bridge!.download('/downloads/builds/x.zip?sig=1', '1.1.0', (p) => progress.push(p.fraction));
    expect(progress).toEqual([0.5]);
    expect(shell.sent[0]!.origin).toBe('*');
    expect(shell.sent[1]!.origin).toBe('https://shell.example');
    expect(shell.sent[1]!.message).toMatchObject({
      type: 'download',
      url: '/downloads/builds/x.zip?sig=1',
      game_version: '1.1.0',
    });
  });

  it("rejects a failed step with the catalogue key of the shell's code", async () => {
    const shell = fakeShell((request, send) =>
      request.type === 'hello'
        ? send({ type: 'done', data: hello })
        : send({ type: 'failed', code: 'disk_full', detail: 'C: full' }),
    );
    const bridge = await connectGameShell(shell.host, shell.endpoint, 50);
    const failure = await bridge!.setup('1.1.0', () => undefined).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GameShellError);
    expect((failure as GameShellError).key).toBe('game.disk_full');
  });

  it('ignores messages of other requests and of other protocols', async () => {
    const shell = fakeShell((request, send) => {
      if (request.type === 'hello') return send({ type: 'done', data: hello });
      send({ id: 'someone-else', type: 'failed', code: 'busy' });
      send({ protocol: 'other', type: 'failed', code: 'busy' });
      send({ type: 'done', data: { uuid: 'u', hardware_version: 'H', hardware_key: 'k', software_version: '1' } });
    });
    const bridge = await connectGameShell(shell.host, shell.endpoint, 50);
    expect((await bridge!.identity()).hardware_version).toBe('H');
  });
});
