import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MatchPlayCard as MatchPlayCardData, ScorecardPlayer } from '../api';
import { holeOutcomeFor, matchHoleScore, playerName, unclippedBadgeStyles } from '../scorecard';
import { useMatchStatusText } from './MatchStatusText';

const outcomeColors = { won: 'green', lost: 'red', halved: 'gray' } as const;

/** Match play: net score per hole for both players, who won each hole, the status after it and the result. */
export function MatchPlayCard({ card, players }: { card: MatchPlayCardData | null; players: ScorecardPlayer[] }) {
  const { t } = useTranslation();
  const statusText = useMatchStatusText();
  if (!card) {
    return (
      <Text c="dimmed" data-testid="scorecard-match-play-pending">
        {t('scorecard.match.notStarted')}
      </Text>
    );
  }
  const ids = [players[0]?.id ?? '', players[1]?.id ?? ''] as const;

  return (
    <Stack gap="md" data-testid="scorecard-match-play">
      <Title order={4} data-testid="scorecard-match-status" data-kind={card.status.kind}>
        {statusText(card.status, players)}
      </Title>
      <Table.ScrollContainer minWidth={520} data-testid="scorecard-scroll">
        <Table withTableBorder withColumnBorders striped fz="sm" ta="center" data-testid="scorecard-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th ta="left">{t('scorecard.hole')}</Table.Th>
              {ids.map((id) => (
                <Table.Th key={id} ta="center">
                  {playerName(players, id)}
                </Table.Th>
              ))}
              <Table.Th ta="center">{t('scorecard.match.result')}</Table.Th>
              <Table.Th ta="left">{t('scorecard.match.afterHole')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {/* A match conceded before any hole was decided has none to list. */}
            {card.holes.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={5} c="dimmed" data-testid="scorecard-match-no-holes">
                  {t('scorecard.match.noHolesDecided')}
                </Table.Td>
              </Table.Tr>
            )}
            {card.holes.map((hole, index) => (
              <Table.Tr key={index} data-testid="scorecard-match-hole" data-outcome={hole.outcome}>
                <Table.Td ta="left" fw={600}>
                  {hole.holeNumber}
                </Table.Td>
                {ids.map((id, i) => {
                  const outcome = holeOutcomeFor(hole, id);
                  const score = matchHoleScore(hole, i as 0 | 1, id);
                  return (
                    <Table.Td key={id}>
                      {score === 'picked_up' ? t('scorecard.pickedUp') : (score ?? '')}
                      {hole.strokesReceived[i]! > 0 ? ' ' + '•'.repeat(hole.strokesReceived[i]!) : ''}
                      {outcome && outcome !== 'halved' && (
                        <Badge
                          ml={6}
                          size="xs"
                          color={outcomeColors[outcome]}
                          variant="light"
                          styles={unclippedBadgeStyles}
                        >
                          {t(`scorecard.match.outcome.${outcome}`)}
                        </Badge>
                      )}
                    </Table.Td>
                  );
                })}
                <Table.Td>
                  {hole.outcome === 'halved'
                    ? t('scorecard.match.halvedShort')
                    : hole.outcome === 'won'
                      ? playerName(players, hole.winner)
                      : ''}
                </Table.Td>
                <Table.Td ta="left">{hole.outcome === 'undecided' ? '' : statusText(hole.status, players)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
