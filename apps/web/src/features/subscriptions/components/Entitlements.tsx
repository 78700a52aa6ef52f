import { Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '../../../lib/enums';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { InlineError, InlineLoader } from '../../../lib/ui/InlineStates';
import { daysLeft, featuresOf, isUnlockActive } from '../features';
import { useFeatureUnlocks, useMySubscriptions } from '../hooks/useSubscriptions';

/**
 * A Mantine badge keeps to one line and cuts a long label short ("SOFTWARE DOW…" on a phone); a
 * feature's name wraps inside its badge instead, breaking between words.
 */
const wrappingBadge = {
  root: { height: 'auto', minHeight: 'var(--badge-height)', maxWidth: '100%', paddingBlock: 2 },
  label: { whiteSpace: 'normal', overflow: 'visible', overflowWrap: 'break-word', lineHeight: 1.3 },
} as const;

export function FeatureBadge({ name }: { name: string }) {
  return (
    <Badge variant="light" color="teal" styles={wrappingBadge} data-testid="feature" data-feature={name}>
      {useEnumLabel('feature_type', name)}
    </Badge>
  );
}

export function FeatureList({ names }: { names: readonly string[] }) {
  const { t } = useTranslation();
  if (names.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('subscriptions.noFeatures')}
      </Text>
    );
  return (
    <Group gap={6}>
      {names.map((name) => (
        <FeatureBadge key={name} name={name} />
      ))}
    </Group>
  );
}

function LoadState({ isPending, error, onRetry }: { isPending: boolean; error: Error | null; onRetry: () => void }) {
  const { t } = useTranslation();
  if (error)
    return (
      <InlineError
        message={error.message}
        retryLabel={t('store.retry')}
        onRetry={onRetry}
        testId="subscriptions-error"
      />
    );
  if (isPending) return <InlineLoader label={t('store.loading')} testId="subscriptions-loading" />;
  return null;
}

/** The user's live subscriptions with the features each unlocks. */
export function MySubscriptions() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data, isPending, error, refetch } = useMySubscriptions();
  if (!data) return <LoadState isPending={isPending} error={error} onRetry={() => void refetch()} />;
  if (data.length === 0)
    return (
      <Text c="dimmed" data-testid="my-subscriptions-empty">
        {t('subscriptions.none')}
      </Text>
    );
  return (
    <Stack gap="sm" data-testid="my-subscriptions">
      {data.map((subscription) => (
        <Card
          key={subscription.user_subscription_id}
          withBorder
          radius="md"
          data-testid="my-subscription"
          data-plan-id={subscription.id}
        >
          <Stack gap="xs">
            <Group justify="space-between">
              <Text fw={600}>{subscription.name}</Text>
              <Text size="sm" c="dimmed">
                {subscription.expires_at
                  ? t('subscriptions.validUntil', { date: formatDate(subscription.expires_at, locale) })
                  : t('subscriptions.since', { date: formatDate(subscription.starts_at, locale) })}
              </Text>
            </Group>
            <FeatureList names={featuresOf(subscription.meta)} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** The user's feature unlocks with their expiry (live through feature-unlocks.updated). */
export function FeatureUnlocks() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data, isPending, error, refetch } = useFeatureUnlocks();
  if (!data) return <LoadState isPending={isPending} error={error} onRetry={() => void refetch()} />;
  const active = data.filter((unlock) => isUnlockActive(unlock));
  if (active.length === 0)
    return (
      <Text c="dimmed" data-testid="feature-unlocks-empty">
        {t('subscriptions.noUnlocks')}
      </Text>
    );
  return (
    <Table data-testid="feature-unlocks">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('subscriptions.columns.feature')}</Table.Th>
          <Table.Th>{t('subscriptions.columns.expires')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {active.map((unlock) => {
          const left = daysLeft(unlock);
          return (
            <Table.Tr
              key={`${unlock.name}-${unlock.expires_at ?? ''}`}
              data-testid="feature-unlock"
              data-feature={unlock.name}
            >
              <Table.Td>
                <FeatureBadge name={unlock.name} />
              </Table.Td>
              <Table.Td>
                {unlock.expires_at === null
                  ? t('subscriptions.neverExpires')
                  : t('subscriptions.expiresOn', { date: formatDate(unlock.expires_at, locale), count: left ?? 0 })}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
