import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import type { OpenCheckout } from '../api';
import { useCancelOrder } from '../hooks/useStore';

/**
 * The buyer's unpaid checkout of a product or a subscription plan: not bought yet, so the page
 * offers to resume the payment or cancel it (which frees what it holds at once, rather than when
 * it expires). `refresh`: the queries to read again once it is cancelled (default: the store's).
 */
export function OpenCheckoutNotice({ checkout, refresh }: { checkout: OpenCheckout; refresh?: readonly QueryKey[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const cancel = useCancelOrder(refresh);
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
        {cancel.error && (
          <Text size="sm" c="red" role="alert" data-testid="open-checkout-error">
            {cancel.error.message}
          </Text>
        )}
        <Group gap="xs">
          {checkout.checkout_url && (
            <Button component="a" href={checkout.checkout_url} size="xs" data-testid="open-checkout-resume">
              {t('store.product.openCheckout.resume')}
            </Button>
          )}
          <Button
            size="xs"
            variant="default"
            loading={cancel.isPending}
            onClick={() => cancel.mutate(checkout.order_id)}
            data-testid="open-checkout-cancel"
          >
            {t('store.product.openCheckout.cancel')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
