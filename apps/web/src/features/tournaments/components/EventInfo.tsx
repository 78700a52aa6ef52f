import { Image, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '../../../lib/enums';
import { formatDateTime, formatHandicap } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import type { TournamentDetail, TournamentRound } from '../api';
import { DivisionTerms, Fee } from './TournamentBits';

function Fact({ label, children, testId }: { label: string; children: React.ReactNode; testId: string }) {
  return (
    <Stack gap={0} data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="div" size="sm">
        {children}
      </Text>
    </Stack>
  );
}

function RoundRow({ round }: { round: TournamentRound }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const tee = useEnumLabel('teeing_type', round.tee);
  const holes = useEnumLabel('hole_group', round.hole_group);
  return (
    <Table.Tr data-testid="tournament-round" data-round={round.number}>
      <Table.Td>{t('tournaments.info.roundNumber', { number: round.number })}</Table.Td>
      <Table.Td>{round.course.title}</Table.Td>
      <Table.Td>
        {formatDateTime(round.start_at, locale)} – {formatDateTime(round.end_at, locale)}
      </Table.Td>
      <Table.Td>
        {holes} · {tee}
      </Table.Td>
      <Table.Td data-testid="tournament-round-cut">
        {round.tournament_cut === null
          ? t('tournaments.info.noCut')
          : t('tournaments.info.cut', { count: round.tournament_cut })}
      </Table.Td>
    </Table.Tr>
  );
}

/** Event info (spec section 2, a tournament section): what, when, for whom, and the rounds. */
export function EventInfo({ detail }: { detail: TournamentDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const winning = useEnumLabel('winning_logic', detail.winning_logic);
  return (
    <Stack gap="md" data-testid="tournament-info">
      {detail.image && <Image src={detail.image} mah={240} fit="contain" alt="" />}
      {detail.description && (
        <Text style={{ whiteSpace: 'pre-line' }} data-testid="tournament-description">
          {detail.description}
        </Text>
      )}
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <Fact label={t('tournaments.info.starts')} testId="tournament-info-start">
          {formatDateTime(detail.start_at, locale)}
        </Fact>
        <Fact label={t('tournaments.info.ends')} testId="tournament-info-end">
          {formatDateTime(detail.end_at, locale)}
        </Fact>
        <Fact label={t('tournaments.info.players')} testId="tournament-info-players">
          {t('tournaments.card.players', { count: detail.entrant_count, max: detail.max_players })}
        </Fact>
        <Fact label={t('tournaments.info.fee')} testId="tournament-info-fee">
          <Fee amount={detail.entry_fee} tokenType={detail.entry_fee_token_type} />
        </Fact>
        <Fact label={t('tournaments.info.format')} testId="tournament-info-format">
          {t(`tournaments.format.${detail.format}`)} · {winning}
        </Fact>
        <Fact label={t('tournaments.info.teeTimes')} testId="tournament-info-tee-times">
          {t(`tournaments.teeTimes.mode.${detail.tee_time_mode}`)}
        </Fact>
        <Fact label={t('tournaments.info.handicapLimit')} testId="tournament-info-handicap">
          {detail.handicap_limit === null
            ? t('tournaments.info.anyHandicap')
            : t('tournaments.info.below', { limit: formatHandicap(detail.handicap_limit, locale, { maxDigits: 1 }) })}
        </Fact>
        <Fact label={t('tournaments.info.hardware')} testId="tournament-info-hardware">
          {detail.hardwareDevices.length === 0
            ? t('tournaments.info.anyHardware')
            : detail.hardwareDevices.map((device) => device.title).join(', ')}
        </Fact>
        <Fact label={t('tournaments.info.requirements')} testId="tournament-info-requirements">
          {t('tournaments.info.twoFactorRequired')}
        </Fact>
        {detail.divisions.length > 0 && (
          <Fact label={t('tournaments.divisions.label')} testId="tournament-info-divisions">
            <Stack gap={0}>
              {detail.divisions.map((division) => (
                <Text key={division.number} size="sm" data-testid="tournament-division" data-division={division.number}>
                  {division.name}: <DivisionTerms division={division} />
                </Text>
              ))}
            </Stack>
          </Fact>
        )}
      </SimpleGrid>
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="xs" data-testid="tournament-rounds">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('tournaments.info.columns.round')}</Table.Th>
              <Table.Th>{t('tournaments.info.columns.course')}</Table.Th>
              <Table.Th>{t('tournaments.info.columns.when')}</Table.Th>
              <Table.Th>{t('tournaments.info.columns.holes')}</Table.Th>
              <Table.Th>{t('tournaments.info.columns.cut')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {detail.rounds.map((round) => (
              <RoundRow key={round.number} round={round} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
