import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '../../../lib/enums';
import type { TournamentDetail } from '../api';
import { Tokens } from './TournamentBits';

/**
 * The prize pool (spec section 2, a tournament section): the sum, how it is split, what each place
 * pays, and once the tournament is finished who was paid what (ties share their places' prizes).
 */
export function PrizePool({ detail }: { detail: TournamentDetail }) {
  const { t } = useTranslation();
  const data = detail.prize_pool;
  const winning = useEnumLabel('winning_logic', data.winning_logic);
  return (
    <Stack gap="sm" data-testid="tournament-prize-pool">
      <Text fw={600} data-testid="prize-pool-sum">
        {data.formatted_prize_sum
          ? t('tournaments.prizePool.sum', { prize: data.formatted_prize_sum, logic: winning })
          : t('tournaments.prizePool.none')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('tournaments.prizePool.ties')}
      </Text>
      {data.places.length > 0 && (
        <Table verticalSpacing={4} maw={360} data-testid="prize-pool-places">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('tournaments.prizePool.place')}</Table.Th>
              <Table.Th>{t('tournaments.prizePool.amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.places.map((place) => (
              <Table.Tr key={place.place} data-testid="prize-place" data-place={place.place}>
                <Table.Td>{place.place}</Table.Td>
                <Table.Td>
                  <Tokens amount={place.amount} tokenType={data.prize_token_type} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {data.paid.length > 0 && (
        <>
          <Text fw={600}>{t('tournaments.prizePool.paid')}</Text>
          <Table verticalSpacing={4} data-testid="prize-pool-paid">
            <Table.Tbody>
              {data.paid.map((payout) => (
                <Table.Tr key={payout.user_id} data-testid="prize-paid" data-user-id={payout.user_id}>
                  <Table.Td>{payout.position_label}</Table.Td>
                  <Table.Td>{payout.display_name}</Table.Td>
                  <Table.Td>
                    <Tokens amount={payout.amount} tokenType={data.prize_token_type} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </Stack>
  );
}
