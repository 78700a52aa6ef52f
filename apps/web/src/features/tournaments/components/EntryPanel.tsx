import { useState } from 'react';
import { Alert, Anchor, Button, Card, Group, List, Select, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEnvironment } from '../../../app/environment-context';
import { useAuth } from '../../../lib/auth/auth-context';
import { useEnumLabel } from '../../../lib/enums';
import { useFeedback } from '../../../lib/feedback';
import { formatDateTime, formatHandicap } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { fetchRound } from '../../rounds/api';
import { openPath } from '../../rounds/paths';
import type { TournamentDetail } from '../api';
import { deviceForTournament, entryOptions, entryRefusalFix } from '../entry';
import { useClock } from '../hooks/useClock';
import { useEntryMutation, usePlayTournamentRound } from '../hooks/useTournaments';
import { DivisionTerms, Tokens } from './TournamentBits';
import { useTokenAmount } from '../../wallets/token-amount';

/** The confirmation's text: what entering or withdrawing does to the wallet. */
function useFeeText(detail: TournamentDetail) {
  const { t } = useTranslation();
  const tokenAmount = useTokenAmount();
  const fee = tokenAmount(detail.entry_fee, detail.entry_fee_token_type);
  const paid = detail.my_entry?.fee_paid ?? 0;
  return {
    enter: detail.entry_fee > 0 ? t('tournaments.entry.enterDebit', { fee }) : t('tournaments.entry.enterFree'),
    button: detail.entry_fee > 0 ? t('tournaments.entry.enterFor', { fee }) : t('tournaments.entry.enter'),
    withdraw:
      paid > 0
        ? t('tournaments.entry.withdrawRefund', { fee: tokenAmount(paid, detail.entry_fee_token_type) })
        : t('tournaments.entry.withdrawFree'),
  };
}

/**
 * Enter and withdraw, each after a confirmation that names the fee, and "play my round" when a
 * round is open for the player. What keeps the player out (2FA, the feature, the handicap limit,
 * hardware, the fee) is listed before they try; the server has the last word, in the error dialog.
 */
export function EntryPanel({ detail }: { detail: TournamentDetail }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { pathFor } = useEnvironment();
  const navigate = useNavigate();
  const { confirm, showError, toast } = useFeedback();
  const entry = useEntryMutation(detail.id);
  const play = usePlayTournamentRound(detail.id);
  const texts = useFeeText(detail);
  const options = entryOptions(detail, useClock());
  const mine = detail.my_entry;
  const refused = detail.entry_refusals.length > 0;
  // Ball-speed divisions are the player's choice; handicap divisions are assigned at entry (decision 0098).
  const choosesDivision = detail.divisions[0]?.kind === 'ball_speed';
  const [division, setDivision] = useState<number | null>(null);
  const myDivision = detail.divisions.find((d) => d.number === mine?.division);

  const enter = async () => {
    const ok = await confirm({
      title: t('tournaments.entry.enterTitle', { title: detail.title }),
      message: texts.enter,
      confirmLabel: t('tournaments.entry.enter'),
    });
    if (!ok) return;
    entry.mutate(
      {
        kind: 'enter',
        deviceId: deviceForTournament(detail, user?.game_identifiers ?? []),
        division: choosesDivision ? (division ?? undefined) : undefined,
      },
      { onSuccess: () => toast(t('tournaments.entry.entered')), onError: (error) => showError(error) },
    );
  };
  const withdraw = async () => {
    const ok = await confirm({
      title: t('tournaments.entry.withdrawTitle', { title: detail.title }),
      message: texts.withdraw,
      confirmLabel: t('tournaments.entry.withdraw'),
      danger: true,
    });
    if (!ok) return;
    entry.mutate(
      { kind: 'withdraw' },
      { onSuccess: () => toast(t('tournaments.entry.withdrawn')), onError: (error) => showError(error) },
    );
  };
  const playRound = async (number: number, roundId: number | null) => {
    try {
      const id = roundId ?? (await play.mutateAsync(number)).round_id;
      void navigate(pathFor(openPath(await fetchRound(id))));
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Card withBorder padding="md" data-testid="tournament-entry" data-entered={options.entered}>
      <Stack gap="sm">
        {options.cancelled && <CancelledNotice detail={detail} kind={options.cancelled} />}
        {mine && mine.status !== 'withdrawn' && !options.cancelled && (
          <Group gap="xs" data-testid="tournament-my-entry" data-status={mine.status}>
            <Text fw={500}>{t(`tournaments.entry.status.${mine.status}`)}</Text>
            {mine.position_label && mine.position_label !== '-' && (
              <Text c="dimmed" data-testid="tournament-my-position">
                {t('tournaments.entry.position', { position: mine.position_label })}
              </Text>
            )}
            {mine.payout !== null && mine.payout > 0 && (
              <Group gap={4} data-testid="tournament-my-payout">
                <Text size="sm">{t('tournaments.entry.payout')}</Text>
                <Tokens amount={mine.payout} tokenType={detail.prize_token_type} />
              </Group>
            )}
          </Group>
        )}
        {mine && mine.status !== 'withdrawn' && myDivision && (
          <Text size="sm" data-testid="tournament-my-division" data-division={myDivision.number}>
            {t('tournaments.divisions.yours', { name: myDivision.name })} · <DivisionTerms division={myDivision} />
          </Text>
        )}
        {mine?.status === 'disqualified' && mine.disqualified_reason && (
          <Alert color="red" data-testid="tournament-dq-reason">
            {t('tournaments.entry.dqReason', { reason: mine.disqualified_reason })}
          </Alert>
        )}
        {options.closedReason && !options.cancelled && (
          <Text c="dimmed" data-testid="tournament-entry-closed" data-reason={options.closedReason}>
            {t(`tournaments.entry.closed.${options.closedReason}`)}
          </Text>
        )}
        {options.canEnter && refused && <EntryRefusals detail={detail} />}
        {options.canEnter && choosesDivision && (
          <Select
            label={t('tournaments.divisions.choose')}
            placeholder={t('tournaments.divisions.choosePlaceholder')}
            value={division === null ? null : String(division)}
            onChange={(value) => setDivision(value ? Number(value) : null)}
            data={detail.divisions.map((d) => ({ value: String(d.number), label: d.name }))}
            maw={320}
            data-testid="tournament-division-choice"
          />
        )}
        <Group gap="sm">
          {options.canEnter && (
            <Button
              onClick={() => void enter()}
              loading={entry.isPending}
              disabled={refused || (choosesDivision && division === null)}
              data-testid="tournament-enter"
            >
              {texts.button}
            </Button>
          )}
          {options.canWithdraw && (
            <Button
              variant="default"
              color="red"
              onClick={() => void withdraw()}
              loading={entry.isPending}
              data-testid="tournament-withdraw"
            >
              {t('tournaments.entry.withdraw')}
            </Button>
          )}
          {options.playRound && (
            <Button
              color="green"
              onClick={() => void playRound(options.playRound!.number, options.playRound!.roundId)}
              loading={play.isPending}
              data-testid="tournament-play"
              data-round={options.playRound.number}
            >
              {options.playRound.resume
                ? t('tournaments.entry.resume', { number: options.playRound.number })
                : t('tournaments.entry.play', { number: options.playRound.number })}
            </Button>
          )}
        </Group>
        {options.entered && mine?.status === 'entered' && !options.playRound && !options.cancelled && (
          <NextTeeTime detail={detail} />
        )}
      </Stack>
    </Card>
  );
}

/**
 * A cancelled tournament: an entrant reads that their own fee came back (the amount they paid), anyone
 * else that every fee was refunded; both read staff's reason when they gave one.
 */
function CancelledNotice({ detail, kind }: { detail: TournamentDetail; kind: 'refunded' | 'free' | 'everyone' }) {
  const { t } = useTranslation();
  const tokenAmount = useTokenAmount();
  const text =
    kind === 'everyone'
      ? t('tournaments.entry.closed.cancelled')
      : t(`tournaments.entry.cancelled.${kind}`, {
          fee: tokenAmount(detail.my_entry?.fee_paid ?? 0, detail.entry_fee_token_type),
        });
  return (
    <Alert color="gray" data-testid="tournament-cancelled" data-kind={kind}>
      <Text size="sm">{text}</Text>
      {detail.cancellation_reason && (
        <Text size="sm" mt={4} data-testid="tournament-cancel-reason">
          {t('tournaments.entry.cancelled.reason', { reason: detail.cancellation_reason })}
        </Text>
      )}
    </Alert>
  );
}

/** Everything that keeps the player from entering now, each with a link to where they fix or see it. */
function EntryRefusals({ detail }: { detail: TournamentDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathFor } = useEnvironment();
  const token = useEnumLabel('token_type', detail.entry_fee_token_type);
  const limit = detail.handicap_limit === null ? '' : formatHandicap(detail.handicap_limit, locale, { maxDigits: 1 });
  return (
    <Alert color="yellow" title={t('tournaments.entry.refusedTitle')} data-testid="tournament-entry-refusals">
      <List size="sm" spacing={4}>
        {detail.entry_refusals.map((refusal) => (
          <List.Item key={refusal} data-testid="tournament-entry-refusal" data-refusal={refusal}>
            {t(`tournaments.entry.refusals.${refusal}`, { limit, token })}{' '}
            <Anchor component={Link} to={pathFor(entryRefusalFix[refusal])} inherit>
              {t(`tournaments.entry.fixes.${refusal}`, { token })}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** When the player's next round opens: their tee time, or the round's window. */
function NextTeeTime({ detail }: { detail: TournamentDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const next = detail.my_entry?.rounds.find((r) => r.state === 'not_started');
  if (!next) return null;
  const round = detail.rounds.find((r) => r.number === next.number);
  const when = next.tee_time ?? round?.start_at ?? null;
  if (!when) return null;
  return (
    <Text size="sm" data-testid="tournament-next-round">
      {t(next.tee_time ? 'tournaments.entry.nextTeeTime' : 'tournaments.entry.nextWindow', {
        number: next.number,
        time: formatDateTime(when, locale),
      })}
    </Text>
  );
}
