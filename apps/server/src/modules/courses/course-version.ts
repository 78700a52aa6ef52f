import { createHash } from 'node:crypto';

/**
 * A short digest of what play on a course depends on: each hole's number, par, stroke index and
 * geometry (tees, pin, surfaces). A round played offline names the version it was played on, and
 * the server refuses it when the course has changed since (docs/offline-play.md).
 */
export function courseVersion(
  holes: readonly { number: number; par: number; strokeIndex: number; geometry: unknown }[],
): string {
  const ordered = [...holes].sort((a, b) => a.number - b.number);
  const text = JSON.stringify(ordered.map((hole) => [hole.number, hole.par, hole.strokeIndex, hole.geometry]));
  return createHash('sha256').update(text).digest('base64url').slice(0, 22);
}
