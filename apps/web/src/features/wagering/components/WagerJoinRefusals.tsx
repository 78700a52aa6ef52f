import { Alert, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WagerRefusal } from '../api';
import { WagerRefusalText } from './WagerRefusalText';

/** A wager round's lobby, to a player who may not join it: every reason why, each with its fix. */
export function WagerJoinRefusals({ refusals }: { refusals: readonly WagerRefusal[] }) {
  const { t } = useTranslation();
  if (refusals.length === 0) return null;
  return (
    <Alert color="red" title={t('wagering.joinRefused')} data-testid="round-wager-join-refused">
      <List size="sm">
        {refusals.map((refusal) => (
          <List.Item key={refusal} data-testid={`round-wager-join-refusal-${refusal}`}>
            <WagerRefusalText refusal={refusal} />
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
