import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { enums } from '@golf/contracts';
import { useEnvironment } from '../../../app/environment-context';
import { useKioskLocked } from '../../kiosk/kiosk-store';
import { roundPaths } from '../../rounds/paths';
import type { Round } from '../api';
import type { RoundPlayModel } from '../hooks/useRoundPlay';
import { mulligansOffered } from '../mulligan';

/** The round's actions over the play screen: mulligan, concessions, the range's finish, the scorecard and the way out. */
export function RoundActions({ round, play }: { round: Round; play: RoundPlayModel }) {
  const { t } = useTranslation();
  const { pathFor } = useEnvironment();
  const kioskLocked = useKioskLocked();
  const { view, giveUp } = play;
  const armed = play.state.armed !== null;
  const ongoing = view.screen === 'ongoing';
  const mode = round.game_mode;
  const opponent = view.opponent;
  const matchAgainst = ongoing && mode === enums.game_mode.match_play ? opponent : undefined;
  return (
    <Group gap="xs" data-testid="round-actions">
      {ongoing && mulligansOffered(round) && (
        <Button
          size="xs"
          variant="light"
          color={armed ? 'orange' : undefined}
          disabled={!view.mulligan.enabled}
          onClick={play.toggleMulligan}
          data-testid="action-mulligan"
          data-armed={armed}
        >
          {armed ? t('play.actions.cancelMulligan') : t('play.actions.mulligan', { count: view.mulligansLeft })}
        </Button>
      )}
      {/* Only a putt is conceded: offered once the opponent's ball is on the green of this hole. */}
      {matchAgainst && view.canConcedePutt && (
        <Button
          size="xs"
          variant="light"
          disabled={view.flying || giveUp.concedePending}
          onClick={() => giveUp.concedePutt(matchAgainst.user_id)}
          data-testid="action-concede-putt"
        >
          {t('play.actions.concedePutt')}
        </Button>
      )}
      {/* Match play concedes the hole to an opponent; stroke play picks it up. */}
      {ongoing && view.pickUp && (view.pickUp === 'pick-up' || opponent) && (
        <Button
          size="xs"
          variant="light"
          color="red"
          disabled={view.flying || giveUp.concedePending}
          onClick={giveUp.giveUpHole}
          data-testid={`action-${view.pickUp}`}
        >
          {giveUp.giveUpLabel}
        </Button>
      )}
      {matchAgainst && (
        <Button
          size="xs"
          variant="light"
          color="red"
          loading={giveUp.concedeMatchPending}
          disabled={view.flying || giveUp.concedePending}
          onClick={() => giveUp.concedeMatch(matchAgainst.user_id)}
          data-testid="action-concede-match"
        >
          {t('play.actions.concedeMatch')}
        </Button>
      )}
      {ongoing && mode === enums.game_mode.driving_range && (
        <Button
          size="xs"
          variant="light"
          color="red"
          loading={giveUp.finishPending}
          onClick={giveUp.endSession}
          data-testid="action-finish"
        >
          {t('play.actions.finishRange')}
        </Button>
      )}
      {view.started && (
        <Button size="xs" variant="light" onClick={() => play.showScorecard(true)} data-testid="action-score">
          {t('play.actions.score')}
        </Button>
      )}
      <Button size="xs" variant="subtle" component={Link} to={pathFor(roundPaths.lobby)} data-testid="action-lobby">
        {t('play.actions.lobby')}
      </Button>
      {/* A kiosk does not show a player's statistics (README "Kiosk mode"). */}
      {!kioskLocked && (
        <Button
          size="xs"
          variant="subtle"
          component={Link}
          to={pathFor('profile/statistics')}
          data-testid="action-statistics"
        >
          {t('play.actions.statistics')}
        </Button>
      )}
    </Group>
  );
}
