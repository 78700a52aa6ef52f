import { z } from 'zod';
import type { ErrorKey } from '../errors';

/**
 * The game shell bridge (docs/game-shell.md): the messages between the in-game UI (a page under
 * /game) and the native game shell that hosts it, sent with window.postMessage. Every message
 * carries `protocol` and `version`, so either side ignores what is not meant for it and a shell
 * can refuse a version it does not speak.
 */
export const GAME_SHELL_PROTOCOL = 'golf-game-shell';
export const GAME_SHELL_VERSION = 1;

/** The steps of the game update (spec section 4, "Updates"), in order. */
export const gameShellSteps = ['download', 'unzip', 'setup', 'start'] as const;
export type GameShellStep = (typeof gameShellSteps)[number];

const envelope = { protocol: z.literal(GAME_SHELL_PROTOCOL), version: z.literal(GAME_SHELL_VERSION) };
/** Chosen by the page; the shell echoes it on every progress and result message of that request. */
const requestId = z.string().min(1).max(64);
const versionText = z.string().min(1).max(50);

/** Page → shell. */
export const gameShellRequestSchema = z.discriminatedUnion('type', [
  /** Is a shell there, and what is installed. Answered with `hello` data. */
  z.object({ ...envelope, id: requestId, type: z.literal('hello') }),
  /** Download a build from a signed link (POST /game-versions/latest/download); progress as `download`. */
  z.object({
    ...envelope,
    id: requestId,
    type: z.literal('download'),
    url: z.string().min(1),
    game_version: versionText,
  }),
  /** Unpack the downloaded build; progress as `unzip`. */
  z.object({ ...envelope, id: requestId, type: z.literal('unzip'), game_version: versionText }),
  /** Run the build's setup (install, migrate local files); progress as `setup`. */
  z.object({ ...envelope, id: requestId, type: z.literal('setup'), game_version: versionText }),
  /** Start the installed game; the shell answers once the game runs. */
  z.object({ ...envelope, id: requestId, type: z.literal('start'), game_version: versionText }),
  /** Close the game and the shell. The shell answers before it closes. */
  z.object({ ...envelope, id: requestId, type: z.literal('exit') }),
  /** The installation's hardware identity, as POST /users/me/game-identifiers takes it. */
  z.object({ ...envelope, id: requestId, type: z.literal('identity') }),
]);
export type GameShellRequest = z.infer<typeof gameShellRequestSchema>;
export type GameShellRequestType = GameShellRequest['type'];

/** What a shell reports when a step fails; the page shows the catalogue message of gameShellErrorKeys. */
export const gameShellErrorCodes = [
  'download_failed',
  'unzip_failed',
  'setup_failed',
  'start_failed',
  'disk_full',
  'busy',
  'unsupported',
] as const;
export type GameShellErrorCode = (typeof gameShellErrorCodes)[number];

/** The catalogue message (errors.ts, 13001–13009) for each code a shell can report, and for the page's own failures. */
export const gameShellErrorKeys = {
  download_failed: 'game.download_failed',
  unzip_failed: 'game.unzip_failed',
  setup_failed: 'game.setup_failed',
  start_failed: 'game.start_failed',
  disk_full: 'game.disk_full',
  busy: 'game.shell_busy',
  unsupported: 'game.shell_unsupported',
} as const satisfies Record<GameShellErrorCode, ErrorKey>;

export const gameShellHelloSchema = z.object({
  /** Bridge versions the shell speaks; the page uses GAME_SHELL_VERSION only when it is listed. */
  versions: z.array(z.number().int()).min(1),
  shell_version: z.string(),
  /** The game version installed, or null before the first installation. */
  installed_version: z.string().nullable(),
});
export type GameShellHello = z.infer<typeof gameShellHelloSchema>;

export const gameShellIdentitySchema = z.object({
  uuid: z.string().min(1),
  hardware_version: z.string(),
  hardware_key: z.string(),
  software_version: z.string(),
});
export type GameShellIdentity = z.infer<typeof gameShellIdentitySchema>;

/** Shell → page. */
export const gameShellMessageSchema = z.discriminatedUnion('type', [
  /** A step's progress, fraction from 0 to 1; bytes for the download when known. */
  z.object({
    ...envelope,
    id: requestId,
    type: z.literal('progress'),
    step: z.enum(gameShellSteps),
    fraction: z.number().min(0).max(1),
    bytes: z.number().int().nonnegative().optional(),
    total_bytes: z.number().int().nonnegative().optional(),
  }),
  /** The request is done. `data` is the hello or identity reply; the other requests send none. */
  z.object({
    ...envelope,
    id: requestId,
    type: z.literal('done'),
    data: z.union([gameShellHelloSchema, gameShellIdentitySchema]).optional(),
  }),
  /** The request failed; detail is the shell's own words for a log, never shown instead of the message. */
  z.object({
    ...envelope,
    id: requestId,
    type: z.literal('failed'),
    code: z.enum(gameShellErrorCodes),
    detail: z.string().max(500).optional(),
  }),
]);
export type GameShellMessage = z.infer<typeof gameShellMessageSchema>;
