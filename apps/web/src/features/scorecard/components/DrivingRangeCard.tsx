import { ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '../../../lib/enums';
import type { ClubSummary, DrivingRangeCard as DrivingRangeCardData, RangeShot, ScorecardPlayer } from '../api';
import { useDistanceFormat } from '../hooks/useDistanceFormat';
import { playerName } from '../scorecard';

function ClubName({ club }: { club: number }) {
  return <>{useEnumLabel('club', club)}</>;
}

function ClubRow({ summary }: { summary: ClubSummary }) {
  const { t } = useTranslation();
  const distance = useDistanceFormat();
  return (
    <Table.Tr data-testid="scorecard-range-club" data-club={summary.club}>
      <Table.Td fw={600}>
        <ClubName club={summary.club} />
      </Table.Td>
      <Table.Td ta="right">{summary.shots}</Table.Td>
      <Table.Td ta="right">
        {distance.long(summary.carry.mean)}{' '}
        <Text span size="xs" c="dimmed">
          {t('scorecard.drivingRange.spread', { value: distance.long(summary.carry.standardDeviation) })}
        </Text>
      </Table.Td>
      <Table.Td ta="right">{distance.long(summary.total.mean)}</Table.Td>
      <Table.Td ta="right">
        {distance.lateral(summary.lateral.mean)}{' '}
        <Text span size="xs" c="dimmed">
          {t('scorecard.drivingRange.spread', { value: distance.long(summary.lateral.standardDeviation) })}
        </Text>
      </Table.Td>
      <Table.Td ta="right">
        {distance.long(summary.carry.min)} – {distance.long(summary.carry.max)}
      </Table.Td>
    </Table.Tr>
  );
}

function ShotRow({ shot }: { shot: RangeShot }) {
  const distance = useDistanceFormat();
  return (
    <Table.Tr data-testid="scorecard-range-shot">
      <Table.Td>{shot.shotNumber}</Table.Td>
      <Table.Td>
        <ClubName club={shot.club} />
      </Table.Td>
      <Table.Td ta="right">{distance.long(shot.carryCm)}</Table.Td>
      <Table.Td ta="right">{distance.long(shot.totalDistanceCm)}</Table.Td>
      <Table.Td ta="right">{distance.lateral(shot.lateralCm)}</Table.Td>
    </Table.Tr>
  );
}

/** Driving range: no score; per-club averages with spread, and every shot, in the player's unit. */
export function DrivingRangeCard({ card, players }: { card: DrivingRangeCardData[]; players: ScorecardPlayer[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" data-testid="scorecard-driving-range">
      {card.map((session) => (
        <Stack key={session.playerId} gap="sm" data-player-id={session.playerId}>
          {card.length > 1 && <Title order={4}>{playerName(players, session.playerId)}</Title>}
          {session.shots.length === 0 ? (
            <Text c="dimmed">{t('scorecard.drivingRange.empty')}</Text>
          ) : (
            <>
              <Title order={5}>{t('scorecard.drivingRange.byClub')}</Title>
              <Table.ScrollContainer minWidth={560} data-testid="scorecard-scroll">
                <Table striped fz="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('scorecard.drivingRange.club')}</Table.Th>
                      <Table.Th ta="right">{t('scorecard.drivingRange.shots')}</Table.Th>
                      <Table.Th ta="right">{t('scorecard.drivingRange.carry')}</Table.Th>
                      <Table.Th ta="right">{t('scorecard.drivingRange.total')}</Table.Th>
                      <Table.Th ta="right">{t('scorecard.drivingRange.lateral')}</Table.Th>
                      <Table.Th ta="right">{t('scorecard.drivingRange.carryRange')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {session.byClub.map((summary) => (
                      <ClubRow key={summary.club} summary={summary} />
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Title order={5}>{t('scorecard.drivingRange.shotList')}</Title>
              <ScrollArea.Autosize mah={320}>
                <Table striped fz="sm" stickyHeader miw={360}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('scorecard.drivingRange.shot')}</Table.Th>
                      <Table.Th>{t('scorecard.drivingRange.club')}</Table.Th>
                      <Table.Th ta="right">{t('scorecard.drivingRange.carry')}</Table.Th>
                      <Table.Th ta="right">{t('scorecard.drivingRange.total')}</Table.Th>
                      <Table.Th ta="right">{t('scorecard.drivingRange.lateral')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {session.shots.map((shot) => (
                      <ShotRow key={shot.shotNumber} shot={shot} />
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollArea.Autosize>
            </>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
