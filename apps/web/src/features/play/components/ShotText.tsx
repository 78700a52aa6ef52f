import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { enums } from '@golf/contracts';
import type { HoleDefinition } from '@golf/golf';
import type { UnitType } from '../../player-settings/units';
import type { Round } from '../api';
import type { ShotRecord } from '../hooks/round-play-reducer';
import { distanceBetween, formatDistance } from '../play-geometry';
import { useLocale } from '../../../lib/i18n';

/** A distance in the player's units. */
export function DistanceText({ cm, unit }: { cm: number; unit: UnitType }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const d = formatDistance(cm, unit, locale);
  return <>{t(`play.units.${d.unit}`, { value: d.value })}</>;
}

/** The title over the map: the hole and its par, or on a range (nominal par, its "hole" a lane) the range. */
export function HoleInfo({ round, hole }: { round: Round; hole: HoleDefinition }) {
  const { t } = useTranslation();
  const onRange = round.game_mode === enums.game_mode.driving_range;
  return (
    <Text fw={700} data-testid="hole-info">
      {!onRange
        ? t('play.holeInfo', { hole: hole.number, par: hole.par })
        : round.holes.length > 1
          ? t('play.rangeLaneInfo', { range: round.course.title, lane: hole.number })
          : t('play.rangeInfo', { range: round.course.title })}
    </Text>
  );
}

/** How far my last swing went, and whether it went in. */
export function LastShot({ shot, holed, unit }: { shot: ShotRecord; holed: boolean; unit: UnitType }) {
  const { t } = useTranslation();
  const last = shot.path[shot.path.length - 1];
  const first = shot.path[0];
  if (!last || !first) return null;
  const total = distanceBetween(first, last);
  return (
    <Text size="sm" mb="sm" data-testid="last-shot" data-holed={holed}>
      {t('play.lastShot')} <DistanceText cm={total} unit={unit} />
      {holed && ` · ${t('play.holed')}`}
    </Text>
  );
}
