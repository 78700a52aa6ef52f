/** Game client versions: the back-office resource, and what the game client and the player app ask. */
import { z } from 'zod';

const isoTime = z.string().describe('UTC, ISO 8601');

export const GAME_VERSION_MAX = 32;
/** Digits and letters in dot- or dash-separated parts: 1.4.0, 2.0.0-beta.2, 1-0-5. */
export const GAME_VERSION_PATTERN = /^[0-9A-Za-z]+([.+-][0-9A-Za-z]+)*$/;
/** What a build upload answers as its key (POST /admin/uploads/builds). */
export const BUILD_KEY_PATTERN = /^builds\/[0-9a-f]{64}\.zip$/;

const versionSchema = z
  .string()
  .trim()
  .min(1, { message: 'validation.required', abort: true })
  .max(GAME_VERSION_MAX, { abort: true })
  .regex(GAME_VERSION_PATTERN, { message: 'validation.regex' })
  .describe('1 to 32 characters: letters and digits in parts separated by ".", "-" or "+" (1.4.0, 2.0.0-beta.2)');

const buildKeySchema = z
  .string()
  .regex(BUILD_KEY_PATTERN, { message: 'validation.exists' })
  .describe('The key a build upload answered (builds/<sha256>.zip); it must be stored');

export const gameVersionBodySchema = z.object({
  version: versionSchema,
  latest: z.boolean().optional().describe('Marking one latest unmarks every other, and announces it on `system`'),
  file: buildKeySchema.nullable().optional(),
});
export type GameVersionRequest = z.input<typeof gameVersionBodySchema>;
export const gameVersionPatchBodySchema = gameVersionBodySchema.partial();
export type GameVersionPatchRequest = z.input<typeof gameVersionPatchBodySchema>;

/** A game version as the back-office sees it (spec §3 GameVersion). */
export const gameVersionSchema = z.object({
  id: z.number().int(),
  version: z.string(),
  latest: z.boolean(),
  file: z.string().nullable().describe('Storage key of the build; players get it only through a signed link'),
  created_at: isoTime,
  updated_at: isoTime,
});
export type GameVersion = z.output<typeof gameVersionSchema>;

/** GET /game-versions/latest: the version a game client should run. */
export const latestGameVersionSchema = z.object({
  version: z.string(),
  released_at: isoTime.describe('When it was marked latest (its updated_at)'),
  has_build: z.boolean().describe('Whether a build can be downloaded for it'),
});
export type LatestGameVersion = z.output<typeof latestGameVersionSchema>;

export const versionCheckQuerySchema = z.object({ version: versionSchema.describe('The client’s own version') });

/** GET /game-versions/check: whether the client's version is the latest. */
export const versionCheckSchema = z.object({
  status: z
    .enum(['up_to_date', 'update_available'])
    .describe('update_available when a latest version exists and is newer than the one sent'),
  version: z.string().describe('The version the client sent'),
  latest: latestGameVersionSchema.nullable().describe('null while no version is marked latest'),
});
export type VersionCheck = z.output<typeof versionCheckSchema>;

/** POST /game-versions/latest/download: a signed link to the latest build. */
export const gameDownloadSchema = z.object({
  version: z.string(),
  url: z.string().describe('A path on this site (/downloads/builds/…); it stops working at expires_at'),
  expires_at: isoTime.describe('After download_link_expiry_days days (setting)'),
});
export type GameDownload = z.output<typeof gameDownloadSchema>;

/**
 * Compares two version strings part by part (numeric parts as numbers, others as text; a
 * pre-release part such as "beta" sorts before the release): negative when a < b.
 */
export function compareVersions(a: string, b: string): number {
  const parts = (v: string) => v.split(/[.+-]/);
  const [left, right] = [parts(a), parts(b)];
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const [x, y] = [left[i], right[i]];
    if (x === undefined) return /^\d+$/.test(y!) ? -1 : 1;
    if (y === undefined) return /^\d+$/.test(x) ? 1 : -1;
    const [nx, ny] = [/^\d+$/.test(x) ? Number(x) : NaN, /^\d+$/.test(y) ? Number(y) : NaN];
    if (!Number.isNaN(nx) && !Number.isNaN(ny)) {
      if (nx !== ny) return nx - ny;
    } else if (Number.isNaN(nx) !== Number.isNaN(ny)) return Number.isNaN(nx) ? -1 : 1;
    else if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}
