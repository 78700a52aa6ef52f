import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FlaggedStroke, ScorecardPlayer } from '../api';
import { useDistanceFormat } from '../hooks/useDistanceFormat';
import { playerName } from '../scorecard';

/**
 * The round's flagged shots under its scorecard: which shot of whom, and the distance shot
 * integrity could not match with its own flight of the launch. The match history only says that
 * a round did not count because of one; this says which it was.
 */
export function FlaggedShots({
  flagged,
  players,
}: {
  flagged: readonly FlaggedStroke[];
  players: readonly ScorecardPlayer[];
}) {
  const { t } = useTranslation();
  const distance = useDistanceFormat();
  if (flagged.length === 0) return null;
  return (
    <Alert color="yellow" title={t('scorecard.flagged.title')} data-testid="flagged-shots">
      <Text size="sm" mb="xs">
        {t('scorecard.flagged.explanation')}
      </Text>
      <List size="sm" spacing={4}>
        {flagged.map((stroke) => (
          <List.Item key={stroke.stroke_id} data-testid="flagged-shot">
            <Text span size="sm" fw={500}>
              {t('scorecard.flagged.shot', {
                player: playerName(players, String(stroke.user_id)),
                hole: stroke.hole,
                stroke: stroke.stroke_number,
              })}
            </Text>
            {': '}
            {/* A reason this version cannot read is shown as stored. */}
            {stroke.checks.length
              ? stroke.checks
                  .map((check) =>
                    t(`scorecard.flagged.check.${check.code}`, {
                      reported: distance.long(check.reported),
                      computed: distance.long(check.computed),
                      tolerance: distance.long(check.tolerance),
                    }),
                  )
                  .join('; ')
              : stroke.flag_reason}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
