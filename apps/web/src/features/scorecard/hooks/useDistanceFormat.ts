import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth/auth-context';
import { useLocale } from '../../../lib/i18n';
import type { UnitType } from '../../player-settings/units';
import { lateralSide, longDistance, shortDistance } from '../distance';

/** The signed-in player's unit system (player settings); metric until the user is known. */
export function useUnitType(): UnitType {
  const { user } = useAuth();
  return user?.player_settings.unit_type ?? 'metric';
}

/** Distances from the API (cm) as text in the player's unit. */
export function useDistanceFormat() {
  const { t } = useTranslation();
  const locale = useLocale();
  const unit = useUnitType();
  const long = (cm: number) => {
    const { value, key } = longDistance(cm, unit, locale);
    return t(key, { value });
  };
  return {
    unit,
    long,
    short: (cm: number) => {
      const { value, key } = shortDistance(cm, unit, locale);
      return t(key, { value });
    },
    /** "12 m right", "3 yd left", "on line". */
    lateral: (cm: number) => {
      const side = lateralSide(cm, unit);
      return side === 'centre'
        ? t('scorecard.lateral.centre')
        : t(`scorecard.lateral.${side}`, { distance: long(Math.abs(cm)) });
    },
  };
}
