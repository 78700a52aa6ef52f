import { Alert, Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEnvironment } from '../../../app/environment-context';
import { useWageringStatus } from '../hooks/useWagering';
import { refusalFix } from '../wager-text';

/** Profile: whether the player may wager, and each reason not with how to fix it. */
export function WageringStatusCard() {
  const { t } = useTranslation();
  const { pathFor } = useEnvironment();
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
          {refusals.map((refusal) => {
            const fix = refusalFix[refusal];
            return (
              <List.Item key={refusal} data-testid={`wagering-refusal-${refusal}`}>
                {t(`wagering.refusals.${refusal}`)}{' '}
                {fix && (
                  <Anchor component={Link} to={pathFor(fix)}>
                    {t(`wagering.fixes.${refusal}`)}
                  </Anchor>
                )}
              </List.Item>
            );
          })}
        </List>
      )}
    </Alert>
  );
}
