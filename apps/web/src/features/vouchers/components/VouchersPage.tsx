import { Badge, Button, Card, Center, CopyButton, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { enums, type Voucher } from '@golf/contracts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEnvironment } from '../../../app/environment-context';
import { viewPaths } from '../../../app/views';
import { useEnumLabel } from '../../../lib/enums';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { PageError } from '../../../lib/ui/PageError';
import { PageTitle } from '../../../lib/ui/PageTitle';
import { useMyVouchers } from '../hooks/useVouchers';
import { isRedeemable } from '../voucher-content';
import { VoucherGrantText } from './VoucherGrantText';

const statusColor: Record<number, string> = {
  [enums.voucher_status.unseen]: 'blue',
  [enums.voucher_status.available]: 'green',
  [enums.voucher_status.used]: 'gray',
};

function VoucherCard({ voucher }: { voucher: Voucher }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathFor } = useEnvironment();
  const status = useEnumLabel('voucher_status', voucher.status);
  const type = useEnumLabel('voucher_type', voucher.type);
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      data-testid="voucher"
      data-voucher-id={voucher.id}
      data-status={voucher.status}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Badge variant="light" data-testid="voucher-type">
            {type}
          </Badge>
          <Badge color={statusColor[voucher.status] ?? 'gray'} data-testid="voucher-status">
            {status}
          </Badge>
        </Group>
        <Text fw={600} data-testid="voucher-content">
          <VoucherGrantText voucher={voucher} />
        </Text>
        {voucher.code && voucher.status !== enums.voucher_status.used && (
          <Group gap="xs" wrap="nowrap">
            <Text ff="monospace" size="sm" data-testid="voucher-code">
              {voucher.code}
            </Text>
            <CopyButton value={voucher.code}>
              {({ copied, copy }) => (
                <Button size="compact-xs" variant="subtle" onClick={copy}>
                  {copied ? t('vouchers.copied') : t('vouchers.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
        )}
        <Text size="xs" c="dimmed">
          {voucher.redeemed_at
            ? t('vouchers.redeemedOn', { date: formatDate(voucher.redeemed_at, locale) })
            : t('vouchers.receivedOn', { date: formatDate(voucher.created_at, locale) })}
        </Text>
        {isRedeemable(voucher) && (
          <Button
            size="xs"
            variant="light"
            component={Link}
            to={`${pathFor(viewPaths.redeem)}?code=${encodeURIComponent(voucher.code ?? '')}`}
            data-testid="voucher-redeem"
          >
            {t('vouchers.redeem')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

/** Vouchers: the ones handed to the player (with their code until used) and the ones they redeemed. */
export function VouchersPage() {
  const { t } = useTranslation();
  const { pathFor } = useEnvironment();
  const { data, isPending, isError, error, refetch } = useMyVouchers();
  return (
    <Stack gap="md" data-testid="vouchers-page">
      <Group justify="space-between">
        <PageTitle>{t('nav.vouchers')}</PageTitle>
        <Button component={Link} to={pathFor(viewPaths.redeem)} variant="light" data-testid="vouchers-to-redeem">
          {t('vouchers.redeemACode')}
        </Button>
      </Group>
      {isError && (
        <PageError
          title={t('vouchers.loadError')}
          message={error.message}
          retryLabel={t('store.retry')}
          onRetry={() => void refetch()}
          testId="vouchers-error"
        />
      )}
      {isPending && !isError && (
        <Center mih={160} data-testid="vouchers-loading">
          <Loader aria-label={t('store.loading')} />
        </Center>
      )}
      {data && data.length === 0 && (
        <Text c="dimmed" data-testid="vouchers-empty">
          {t('vouchers.empty')}
        </Text>
      )}
      {data && data.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} data-testid="vouchers-list">
          {data.map((voucher) => (
            <VoucherCard key={voucher.id} voucher={voucher} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
