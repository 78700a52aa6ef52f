import {
  GAME_SHELL_PROTOCOL,
  GAME_SHELL_VERSION,
  gameShellErrorKeys,
  gameShellHelloSchema,
  gameShellIdentitySchema,
  gameShellMessageSchema,
  type ErrorKey,
  type GameShellHello,
  type GameShellIdentity,
  type GameShellRequest,
  type GameShellStep,
} from '@golf/contracts';

/** How long the page waits for the shell to answer `hello`: a plain browser never answers. */
export const HELLO_TIMEOUT_MS = 1500;
/** How long a step may go without a progress message before the page gives up on it. */
export const STEP_SILENCE_TIMEOUT_MS = 30_000;

/** A step or request the shell refused or never answered; `key` is the catalogue message to show. */
export class GameShellError extends Error {
  constructor(
    readonly key: ErrorKey,
    readonly detail?: string,
  ) {
    super(detail ?? key);
    this.name = 'GameShellError';
  }
}

export interface ShellProgress {
  step: GameShellStep;
  fraction: number;
  bytes?: number;
  totalBytes?: number;
}

/** Where the page's messages go: the framing shell page, or a native shell's injected object. */
export interface ShellEndpoint {
  postMessage(message: unknown, targetOrigin: string): void;
}

/** The page's side of the bridge (docs/game-shell.md). */
export interface GameShellBridge {
  hello: GameShellHello;
  download(url: string, gameVersion: string, onProgress: (progress: ShellProgress) => void): Promise<void>;
  unzip(gameVersion: string, onProgress: (progress: ShellProgress) => void): Promise<void>;
  setup(gameVersion: string, onProgress: (progress: ShellProgress) => void): Promise<void>;
  start(gameVersion: string): Promise<void>;
  exit(): Promise<void>;
  identity(): Promise<GameShellIdentity>;
}

type RequestBody = GameShellRequest extends infer R
  ? R extends unknown
    ? Omit<R, 'protocol' | 'version' | 'id'>
    : never
  : never;

let sequence = 0;

/**
 * Connects to the shell, or resolves null when there is none (no endpoint, or no answer to `hello`
 * in time, or a shell that does not speak this bridge version). After `hello`, messages go only to
 * the origin that answered it: a download link is never posted to a page that merely frames us.
 */
export async function connectGameShell(
  host: Window,
  endpoint: ShellEndpoint | null,
  helloTimeoutMs = HELLO_TIMEOUT_MS,
): Promise<GameShellBridge | null> {
  if (!endpoint) return null;
  const target = endpoint;
  let shellOrigin = '*';

  function request(
    body: RequestBody,
    onProgress?: (progress: ShellProgress) => void,
    silenceMs = STEP_SILENCE_TIMEOUT_MS,
  ): Promise<unknown> {
    sequence += 1;
    const id = `${body.type}-${sequence}-${Date.now()}`;
    return new Promise((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout>;
      const finish = () => {
        clearTimeout(timer);
        host.removeEventListener('message', onMessage);
      };
      const arm = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          finish();
          reject(new GameShellError('game.shell_timeout'));
        }, silenceMs);
      };
      const onMessage = (event: MessageEvent) => {
        if (shellOrigin !== '*' && event.origin !== shellOrigin) return;
        const parsed = gameShellMessageSchema.safeParse(event.data);
        if (!parsed.success || parsed.data.id !== id) return;
        const message = parsed.data;
        if (body.type === 'hello') shellOrigin = event.origin || '*';
        if (message.type === 'progress') {
          arm();
          onProgress?.({
            step: message.step,
            fraction: message.fraction,
            bytes: message.bytes,
            totalBytes: message.total_bytes,
          });
        } else if (message.type === 'done') {
          finish();
          resolve(message.data);
        } else {
          finish();
          reject(new GameShellError(gameShellErrorKeys[message.code], message.detail));
        }
      };
      host.addEventListener('message', onMessage);
      arm();
      target.postMessage({ protocol: GAME_SHELL_PROTOCOL, version: GAME_SHELL_VERSION, id, ...body }, shellOrigin);
    });
  }

  let hello: GameShellHello;
  try {
    hello = gameShellHelloSchema.parse(await request({ type: 'hello' }, undefined, helloTimeoutMs));
  } catch {
    return null;
  }
  if (!hello.versions.includes(GAME_SHELL_VERSION)) return null;

  return {
    hello,
    download: async (url, gameVersion, onProgress) => {
      await request({ type: 'download', url, game_version: gameVersion }, onProgress);
    },
    unzip: async (gameVersion, onProgress) => {
      await request({ type: 'unzip', game_version: gameVersion }, onProgress);
    },
    setup: async (gameVersion, onProgress) => {
      await request({ type: 'setup', game_version: gameVersion }, onProgress);
    },
    start: async (gameVersion) => {
      await request({ type: 'start', game_version: gameVersion });
    },
    exit: async () => {
      await request({ type: 'exit' });
    },
    identity: async () => gameShellIdentitySchema.parse(await request({ type: 'identity' })),
  };
}

/** The endpoint in this browser: a native shell's injected `golfGameShell`, else the framing page, else none. */
export function shellEndpoint(host: Window): ShellEndpoint | null {
  const injected = (host as Window & { golfGameShell?: ShellEndpoint }).golfGameShell;
  if (injected && typeof injected.postMessage === 'function') return injected;
  return host.parent && host.parent !== host ? host.parent : null;
}

let connection: Promise<GameShellBridge | null> | undefined;

/** The shell of this page, asked once per page load. */
export function gameShell(): Promise<GameShellBridge | null> {
  if (typeof window === 'undefined') return Promise.resolve(null);
  connection ??= connectGameShell(window, shellEndpoint(window));
  return connection;
}
