import { Button, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEnvironment } from '../../../app/environment-context';
import { viewPaths } from '../../../app/views';
import { FeatureUnlocks, MySubscriptions } from './Entitlements';

/** Profile → subscription: the user's subscription with its features, and the feature unlocks. */
export function SubscriptionSection() {
  const { t } = useTranslation();
  const { pathFor } = useEnvironment();
  return (
    <Stack gap="md" data-testid="subscription-section">
      <MySubscriptions />
      <Title order={5}>{t('subscriptions.unlocks')}</Title>
      <FeatureUnlocks />
      <Group>
        <Button variant="light" component={Link} to={pathFor(viewPaths.subscriptions)} data-testid="to-subscriptions">
          {t('subscriptions.seePlans')}
        </Button>
      </Group>
    </Stack>
  );
}
