import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import type { OpenCheckout } from '@golf/contracts';
import { CancelOrderButton } from './CancelOrderButton';

/**
 * The buyer's unpaid checkout of a product or a subscription plan: not bought yet, so the page
 * offers to resume the payment or cancel it. `refresh`: the queries to read again once it is
 * cancelled (default: the store's).
 */
export function OpenCheckoutNotice({ checkout, refresh }: { checkout: OpenCheckout; refresh?: readonly QueryKey[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Alert
      color="yellow"
      title={t('store.product.openCheckout.title')}
      data-testid="open-checkout"
      data-order-id={checkout.order_id}
    >
      <Stack gap="xs">
        <Text size="sm">
          {t('store.product.openCheckout.body', { until: formatDateTime(checkout.expires_at, locale) })}
        </Text>
        <Group gap="xs" align="flex-end">
          {checkout.checkout_url && (
            <Button component="a" href={checkout.checkout_url} size="xs" data-testid="open-checkout-resume">
              {t('store.product.openCheckout.resume')}
            </Button>
          )}
          <CancelOrderButton
            orderId={checkout.order_id}
            label={t('store.product.openCheckout.cancel')}
            size="regular"
            testId="open-checkout-cancel"
            refresh={refresh}
          />
        </Group>
      </Stack>
    </Alert>
  );
}
