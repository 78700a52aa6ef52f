import { createHash } from 'node:crypto';
import { z } from 'zod';
import { enums, type EnumValue } from '@golf/contracts';

/**
 * GSPro Open Connect API v1, the wire format of the third-party launch-monitor connectors
 * (Garmin R10, Mevo+, MLM2PRO, SkyTrak bridges...). Pure: no sockets, no clock, no database.
 *
 * Connectors write bare JSON objects, sometimes newline-separated, sometimes back to back, and TCP
 * may split one across packets or join several: the splitter below finds object boundaries by
 * brace depth, aware of strings and escapes. Units: ball speed in mph whatever `Units` says
 * ("Yards"/"Meters" only qualify distances such as CarryDistance, which we do not use: the server
 * flies the ball itself), spins in rpm, angles in degrees; HLA + is right of the target line and
 * SpinAxis + tilts right (a fade or slice for a right-hander), the same frame as our ball flight.
 */

/** Open Connect messages are well under 1 KiB; anything this long is not one. */
export const MAX_MESSAGE_CHARS = 16 * 1024;

export type SplitItem = { kind: 'object'; text: string } | { kind: 'junk' } | { kind: 'too_large' };

export interface JsonObjectSplitter {
  /** Feeds text; returns the complete objects (and framing faults) found so far, in order. */
  push(chunk: string): SplitItem[];
  /** Characters held for an object not yet complete. */
  readonly pending: number;
}

const OPEN = 0x7b; // {
const CLOSE = 0x7d; // }
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

function isWhitespace(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09 || code === 0xfeff;
}

/**
 * Splits a character stream into top-level JSON object texts. Whitespace between objects is
 * skipped; any other text between objects is reported once per run as `junk` (then the splitter
 * waits for the next `{`). An object longer than `maxChars` is reported as `too_large` and the rest
 * of it is skipped (its depth is still followed, so the next object is found). Whether an object
 * text is valid JSON is for JSON.parse to say.
 */
export function createJsonObjectSplitter(maxChars = MAX_MESSAGE_CHARS): JsonObjectSplitter {
  let buffer = '';
  /** Where the scan resumes in `buffer` (everything before it belongs to the current object). */
  let scanned = 0;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let inJunk = false;
  let discarding = false;

  return {
    get pending() {
      return buffer.length;
    },
    push(chunk) {
      const items: SplitItem[] = [];
      buffer += chunk;
      let start = 0;
      let i = scanned;
      for (; i < buffer.length; i++) {
        const code = buffer.charCodeAt(i);
        if (depth === 0) {
          if (code === OPEN) {
            depth = 1;
            start = i;
            inJunk = false;
          } else if (!isWhitespace(code) && !inJunk) {
            inJunk = true;
            items.push({ kind: 'junk' });
          }
          continue;
        }
        if (inString) {
          if (escaped) escaped = false;
          else if (code === BACKSLASH) escaped = true;
          else if (code === QUOTE) inString = false;
        } else if (code === QUOTE) inString = true;
        else if (code === OPEN) depth += 1;
        else if (code === CLOSE) {
          depth -= 1;
          if (depth === 0) {
            if (discarding) discarding = false;
            else items.push({ kind: 'object', text: buffer.slice(start, i + 1) });
            start = i + 1;
            continue;
          }
        }
        if (!discarding && i - start + 1 > maxChars) {
          discarding = true;
          items.push({ kind: 'too_large' });
        }
        // While discarding only the depth matters: drop what was read.
        if (discarding) start = i + 1;
      }
      if (depth === 0) {
        buffer = '';
        scanned = 0;
      } else {
        buffer = buffer.slice(start);
        scanned = buffer.length;
      }
      return items;
    },
  };
}

/** Keys compared without case: connectors spell `BackSpin` as `Backspin`, `APIversion` as `APIVersion`. */
function lowerKeys(value: unknown, depth = 0): unknown {
  if (depth > 3 || value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, inner]) => [
      key.toLowerCase(),
      lowerKeys(inner, depth + 1),
    ]),
  );
}

/** Numbers, also as numeric strings (some bridges send "147.5"). */
const number = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z.number().finite(),
);

/** Optional measurements may come as null (MLM2PRO's `ClubData.Speed: null`): null is "not measured". */
const nullToUndefined = (value: unknown) => (value === null ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(nullToUndefined, schema.optional());

/**
 * Bounds of a believable shot; outside them the monitor misread. They match the shot simulator's
 * (docs/ball-flight.md): ball speed up to 100 m/s (about 224 mph), launch −20–90°, azimuth ±45°,
 * spin up to 15,000 rpm.
 */
export const SHOT_LIMITS = {
  maxBallSpeedMph: 223,
  launchAngle: { min: -20, max: 90 },
  horizontalAngle: 45,
  maxSpinRpm: 15_000,
  spinAxis: 90,
} as const;

const ballDataSchema = z.object({
  speed: number.pipe(z.number().gt(0, 'Speed must be above 0').max(SHOT_LIMITS.maxBallSpeedMph)),
  vla: number.pipe(z.number().min(SHOT_LIMITS.launchAngle.min).max(SHOT_LIMITS.launchAngle.max)),
  hla: number.pipe(z.number().min(-SHOT_LIMITS.horizontalAngle).max(SHOT_LIMITS.horizontalAngle)),
  totalspin: optional(number.pipe(z.number().min(0).max(SHOT_LIMITS.maxSpinRpm))),
  spinaxis: optional(number.pipe(z.number().min(-SHOT_LIMITS.spinAxis).max(SHOT_LIMITS.spinAxis))),
  backspin: optional(number.pipe(z.number().min(-SHOT_LIMITS.maxSpinRpm).max(SHOT_LIMITS.maxSpinRpm))),
  sidespin: optional(number.pipe(z.number().min(-SHOT_LIMITS.maxSpinRpm).max(SHOT_LIMITS.maxSpinRpm))),
});

const shotSchema = z.object({
  deviceid: z.string().trim().min(1).max(100),
  shotnumber: number.pipe(z.number().int().min(0)),
  balldata: ballDataSchema,
  // Club data other than the speed are not used; any of them may be null, or the whole object.
  clubdata: z.preprocess(nullToUndefined, z.object({ speed: optional(number) }).optional()),
});

const flag = optional(z.boolean());
const optionsSchema = z
  .object({
    containsballdata: flag,
    containsclubdata: flag,
    launchmonitorisready: flag,
    launchmonitorballdetected: flag,
    isheartbeat: flag,
  })
  .optional();

const MPH_TO_MPS = 0.44704;

/** A shot as our launches take it: m/s, degrees, rpm, in the ball-flight frame (+ right). */
export interface MonitorLaunch {
  ballSpeed: number;
  launchAngle: number;
  azimuth: number;
  backSpin: number;
  sideSpin: number;
  /** Club head speed in m/s when the monitor measured one. */
  clubSpeed?: number;
}

export type ParsedMessage =
  | { kind: 'pairing'; code: string }
  | { kind: 'heartbeat'; deviceId: string | null; ready: boolean | null; ballDetected: boolean | null }
  | { kind: 'status'; deviceId: string | null; ready: boolean | null; ballDetected: boolean | null }
  /** Club data without ball data (a swing the monitor saw but could not track): answered, not played. */
  | { kind: 'club'; deviceId: string | null; ready: boolean | null; ballDetected: boolean | null }
  | { kind: 'shot'; deviceId: string; shotNumber: number; launch: MonitorLaunch }
  | { kind: 'invalid'; reason: 'malformed' | 'shot'; detail: string };

/** Classifies one message text. Never throws. */
export function parseMessage(text: string): ParsedMessage {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { kind: 'invalid', reason: 'malformed', detail: 'not JSON' };
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    return { kind: 'invalid', reason: 'malformed', detail: 'not a JSON object' };
  const message = lowerKeys(raw) as Record<string, unknown>;

  // Our extension: {"PairingCode":"K7Q2MX"} binds the connection to the player who asked for the code.
  if (typeof message.pairingcode === 'string') return { kind: 'pairing', code: message.pairingcode };

  const options = optionsSchema.safeParse(message.shotdataoptions);
  const flags = options.success ? (options.data ?? {}) : {};
  const deviceId = typeof message.deviceid === 'string' && message.deviceid.trim() ? message.deviceid.trim() : null;
  const state = {
    deviceId,
    ready: flags.launchmonitorisready ?? null,
    ballDetected: flags.launchmonitorballdetected ?? null,
  };
  if (flags.isheartbeat === true) return { kind: 'heartbeat', ...state };
  // A status message says whether the monitor is ready and sees a ball; it carries no shot.
  const ball = message.balldata as Record<string, unknown> | undefined;
  const hasBall = flags.containsballdata ?? (ball !== undefined && ball !== null && Number(ball.speed) > 0);
  if (!hasBall) {
    const club = message.clubdata as Record<string, unknown> | undefined | null;
    const hasClub = flags.containsclubdata ?? (club !== undefined && club !== null && Number(club.speed) > 0);
    return { kind: hasClub ? 'club' : 'status', ...state };
  }

  const parsed = shotSchema.safeParse(message);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.join('.') || 'message';
    return { kind: 'invalid', reason: 'shot', detail: `${field}: ${issue.message}` };
  }
  const { balldata: b, clubdata } = parsed.data;
  let backSpin: number;
  let sideSpin: number;
  if (b.totalspin !== undefined && (b.totalspin > 0 || (b.backspin === undefined && b.sidespin === undefined))) {
    // GSPro flies total spin about the axis; back and side spin are its components.
    const axis = ((b.spinaxis ?? 0) * Math.PI) / 180;
    backSpin = b.totalspin * Math.cos(axis);
    sideSpin = b.totalspin * Math.sin(axis);
  } else if (b.backspin !== undefined || b.sidespin !== undefined) {
    backSpin = b.backspin ?? 0;
    sideSpin = b.sidespin ?? 0;
  } else {
    return { kind: 'invalid', reason: 'shot', detail: 'BallData: TotalSpin or BackSpin is required' };
  }
  const clubSpeedMph = clubdata?.speed;
  return {
    kind: 'shot',
    deviceId: parsed.data.deviceid,
    shotNumber: parsed.data.shotnumber,
    launch: {
      ballSpeed: Math.round(b.speed * MPH_TO_MPS * 100) / 100,
      launchAngle: b.vla,
      azimuth: b.hla,
      backSpin: Math.round(backSpin),
      sideSpin: Math.round(sideSpin),
      ...(clubSpeedMph !== undefined && clubSpeedMph > 0 && clubSpeedMph < 200
        ? { clubSpeed: Math.round(clubSpeedMph * MPH_TO_MPS * 100) / 100 }
        : {}),
    },
  };
}

/**
 * The shot's stable id (a UUID in the v5 layout): a connector that resends a shot (after a timeout,
 * or on reconnecting) sends the same DeviceID, ShotNumber and ball data, so the launch is played once.
 * The ball data are part of it because connectors restart their ShotNumber at 1 when restarted: a new
 * shot with an old number is a different shot. The player is part of it so two players never share one.
 */
export function shotId(userId: number, deviceId: string, shotNumber: number, launch: MonitorLaunch): string {
  const name = [
    userId,
    deviceId,
    shotNumber,
    launch.ballSpeed,
    launch.launchAngle,
    launch.azimuth,
    launch.backSpin,
    launch.sideSpin,
  ].join('|');
  const hash = createHash('sha1').update('golf.launch-monitor.shot|').update(name).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export type Club = EnumValue<'club'>;

/**
 * GSPro's club codes for our 14 clubs (docs/launch-monitors.md, "Club codes"): letter first, as in
 * GSPro's own list (DR, W2–W7, H2–H7, I1–I9, PW, GW, SW, LW, PT); the hybrid is reported as a 4-hybrid.
 */
export const GSPRO_CLUB_CODES: Record<Club, string> = {
  [enums.club.driver]: 'DR',
  [enums.club.wood_3]: 'W3',
  [enums.club.wood_5]: 'W5',
  [enums.club.hybrid]: 'H4',
  [enums.club.iron_3]: 'I3',
  [enums.club.iron_4]: 'I4',
  [enums.club.iron_5]: 'I5',
  [enums.club.iron_6]: 'I6',
  [enums.club.iron_7]: 'I7',
  [enums.club.iron_8]: 'I8',
  [enums.club.iron_9]: 'I9',
  [enums.club.pitching_wedge]: 'PW',
  [enums.club.sand_wedge]: 'SW',
  [enums.club.putter]: 'PT',
};

export const CM_PER_YARD = 91.44;

export type Reply =
  | { Code: 200; Message: string }
  | {
      Code: 201;
      Message: string;
      Player: { Handed: 'RH' | 'LH'; Club: string; DistanceToTarget?: number };
    }
  | { Code: 500 | 501; Message: string };

/** GSPro's answer to every well-formed message, shot or not (gspro-interface waits for it). */
export const SHOT_RECEIVED: Reply = { Code: 200, Message: 'Shot received successfully' };

/**
 * A reply as GSPro writes it on TCP: compact JSON with nothing after it. Two replies written together
 * arrive as `}{`, which is what the connectors' parsers split on (docs/launch-monitors.md, "Framing").
 */
export const frameReply = (reply: Reply): string => JSON.stringify(reply);

export function playerReply(hand: 'L' | 'R', club: Club, distanceToTargetCm: number | null): Reply {
  return {
    Code: 201,
    Message: 'GSPro Player Information',
    Player: {
      Handed: hand === 'L' ? 'LH' : 'RH',
      Club: GSPRO_CLUB_CODES[club],
      ...(distanceToTargetCm !== null ? { DistanceToTarget: Math.round(distanceToTargetCm / CM_PER_YARD) } : {}),
    },
  };
}
