import { useState } from 'react';
import { NumberInput, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { ECONOMY_AMOUNT_MAX, enums } from '@golf/contracts';
import { useTranslation } from 'react-i18next';
import { useEnumEntries } from '../../../lib/enums';
import { useWageringStatus } from '../hooks/useWagering';
import { refusalsFor } from '../wager-text';
import { WagerRefusalText } from './WagerRefusalText';

export interface WagerValues {
  /** null: no wager; NaN while what is typed is not a number yet. */
  amount: number | null;
  tokenType: number;
}

/**
 * The create-round form's wager: on or off, the stake each player pays on joining, the token type,
 * and the minimum (a smaller wager is raised to it). Who may not wager is told why before trying.
 */
export function WagerFields({
  value,
  onChange,
  error,
}: {
  value: WagerValues;
  onChange: (value: WagerValues) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const status = useWageringStatus();
  const tokens = useEnumEntries('token_type');
  const minimum = status.data?.minimum_amount ?? 1;
  const on = value.amount !== null;
  // The status lists refusals for coins; the token type chosen decides its own.
  const refusals = status.data ? refusalsFor(status.data, value.tokenType) : [];
  // The text while it is not a number yet ("", "1."): kept as typed rather than replaced.
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <Stack gap="xs" data-testid="round-wager">
      <Switch
        label={t('wagering.form.toggle')}
        description={t('wagering.form.toggleHint')}
        checked={on}
        onChange={(event) => {
          setDraft(null);
          onChange({ ...value, amount: event.currentTarget.checked ? minimum : null });
        }}
        data-testid="round-wager-toggle"
      />
      {on && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={t('wagering.form.amount')}
            min={1}
            max={ECONOMY_AMOUNT_MAX}
            // A decimal or an out-of-range stake stays as typed and the form names the rule: with
            // decimals blocked, "1.5" became 15, and clamping changed a stake without a word.
            clampBehavior="none"
            value={draft ?? value.amount ?? minimum}
            onChange={(next) => {
              setDraft(typeof next === 'number' ? null : next);
              onChange({ ...value, amount: typeof next === 'number' ? next : Number.NaN });
            }}
            error={error}
            data-testid="round-wager-amount"
          />
          <Select
            label={t('wagering.form.tokenType')}
            data={tokens
              .filter((entry) => typeof entry.value === 'number')
              .map((entry) => ({ value: String(entry.value), label: entry.label }))}
            value={String(value.tokenType)}
            onChange={(next) => next !== null && onChange({ ...value, tokenType: Number(next) })}
            allowDeselect={false}
            data-testid="round-wager-token-type"
          />
        </SimpleGrid>
      )}
      {on && (
        <Text size="sm" c="dimmed" data-testid="round-wager-minimum">
          {t('wagering.form.minimum', { min: minimum })}
        </Text>
      )}
      {on && refusals.length > 0 && (
        <Text size="sm" c="red" data-testid="round-wager-refused">
          {refusals.map((refusal) => (
            <span key={refusal}>
              <WagerRefusalText refusal={refusal} />{' '}
            </span>
          ))}
        </Text>
      )}
    </Stack>
  );
}

export const defaultWager: WagerValues = { amount: null, tokenType: enums.token_type.coins };
