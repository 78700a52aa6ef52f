import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import type { OpenCheckout } from '../api';
import { useCancelOrder } from '../hooks/useStore';

/**
 * The buyer's unpaid checkout of a product: not owned yet, so the page offers to resume the
 * payment or cancel it (which frees what it holds at once, rather than when it expires).
 */
export function OpenCheckoutNotice({ checkout }: { checkout: OpenCheckout }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const cancel = useCancelOrder();
  return (
    <Alert color="yellow" title={t('store.product.openCheckout.title')} data-testid="product-open-checkout">
      <Stack gap="xs">
        <Text size="sm">
          {t('store.product.openCheckout.body', { until: formatDateTime(checkout.expires_at, locale) })}
        </Text>
        {cancel.error && (
          <Text size="sm" c="red" role="alert" data-testid="product-open-checkout-error">
            {cancel.error.message}
          </Text>
        )}
        <Group gap="xs">
          {checkout.checkout_url && (
            <Button component="a" href={checkout.checkout_url} size="xs" data-testid="product-resume-payment">
              {t('store.product.openCheckout.resume')}
            </Button>
          )}
          <Button
            size="xs"
            variant="default"
            loading={cancel.isPending}
            onClick={() => cancel.mutate(checkout.order_id)}
            data-testid="product-cancel-checkout"
          >
            {t('store.product.openCheckout.cancel')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
