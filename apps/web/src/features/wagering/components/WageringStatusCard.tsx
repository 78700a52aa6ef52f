import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWageringStatus } from '../hooks/useWagering';
import { WagerRefusalText } from './WagerRefusalText';

/** Profile: whether the player may wager, and each reason not with how to fix it. */
export function WageringStatusCard() {
  const { t } = useTranslation();
  const status = useWageringStatus();
  if (!status.data) return null;
  const { allowed, refusals } = status.data;
  return (
    <Alert
      color={allowed ? 'green' : 'yellow'}
      title={t('wagering.status.title')}
      data-testid="wagering-status"
      data-allowed={allowed}
    >
      {allowed ? (
        <Text size="sm">{t('wagering.status.allowed')}</Text>
      ) : (
        <List size="sm">
          {refusals.map((refusal) => (
            <List.Item key={refusal} data-testid={`wagering-refusal-${refusal}`}>
              <WagerRefusalText refusal={refusal} />
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
