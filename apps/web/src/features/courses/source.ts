import type { CourseSummary } from '@golf/contracts';

type SourceKey = `profile.courses.source.${'default' | 'granted' | 'plan' | 'map_pack' | 'map_pack_unnamed'}`;

/**
 * Where a player's course came from, as a catalogue key: everyone's default course, the map packs
 * of theirs that hold it (bought or given), a staff grant (docs/decisions/0050), or a plan opening every course.
 */
export function sourceLabel(
  course: Pick<CourseSummary, 'source' | 'map_packs'>,
): { key: SourceKey; params?: Record<string, string> } | null {
  switch (course.source) {
    case 'default':
      return { key: 'profile.courses.source.default' };
    case 'granted':
      return { key: 'profile.courses.source.granted' };
    case 'plan':
      return { key: 'profile.courses.source.plan' };
    case 'map_pack': {
      const packs = course.map_packs.filter((pack) => pack.owned).map((pack) => pack.title);
      return packs.length
        ? { key: 'profile.courses.source.map_pack', params: { packs: packs.join(', ') } }
        : { key: 'profile.courses.source.map_pack_unnamed' };
    }
    default:
      return null;
  }
}
