import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Scorecard as ScorecardData } from '../api';
import { useScorecard } from '../hooks/useScorecard';
import { ClosestToPinCard } from './ClosestToPinCard';
import { DrivingRangeCard } from './DrivingRangeCard';
import { FlaggedShots } from './FlaggedShots';
import { MatchPlayCard } from './MatchPlayCard';
import { InlineError, InlineLoader } from '../../../lib/ui/InlineStates';
import { StrokePlayCard } from './StrokePlayCard';

/** A loaded scorecard, drawn for its game mode. */
export function ScorecardView({ card }: { card: ScorecardData }) {
  switch (card.game_mode) {
    case 20:
      return <StrokePlayCard card={card.stroke_play} players={card.players} />;
    case 10:
      return <MatchPlayCard card={card.match_play} players={card.players} />;
    case 30:
      return <ClosestToPinCard card={card.closest_to_pin} players={card.players} />;
    case 50:
      return <DrivingRangeCard card={card.driving_range} players={card.players} />;
  }
}

/**
 * The scorecard of a round (GET /rounds/{id}/scorecard) for every game mode, with its own loading
 * and error states. `live` refreshes it while the round is under way.
 */
export function Scorecard({ roundId, live = false }: { roundId: number; live?: boolean }) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useScorecard(roundId, { live });
  return (
    // min-width 0: inside a flex or grid parent the card's wide tables scroll in their own container
    // instead of widening the page.
    <Stack gap="md" miw={0} maw="100%" data-testid="scorecard" data-round-id={roundId} data-game-mode={data?.game_mode}>
      {isError && !data && (
        <InlineError
          message={t('scorecard.error')}
          retryLabel={t('scorecard.retry')}
          onRetry={() => void refetch()}
          testId="scorecard-error"
        />
      )}
      {isPending && <InlineLoader label={t('scorecard.loading')} testId="scorecard-loading" />}
      {data && <ScorecardView card={data} />}
      {data && <FlaggedShots flagged={data.flagged_strokes} players={data.players} />}
    </Stack>
  );
}
