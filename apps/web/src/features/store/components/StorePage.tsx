import { useState } from 'react';
import { Center, Loader, ScrollArea, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { enums } from '@golf/contracts';
import { useTranslation } from 'react-i18next';
import { enumEntries, useEnums } from '../../../lib/enums';
import { useLocale } from '../../../lib/i18n';
import { PageError } from '../../../lib/ui/PageError';
import { PageTitle } from '../../../lib/ui/PageTitle';
import { PromotionStrip } from '../../promotions/components/PromotionStrip';
import { useProducts } from '../hooks/useStore';
import { ProductCard } from './ProductCard';
import { ListPages } from '../../../lib/ui/ListPages';

const PER_PAGE = 12;
const ALL = 'all';

/** Store: the listed products (the server hides unlisted ones), filterable by type. */
export function StorePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data: enumMap } = useEnums();
  const [filter, setFilter] = useState({ type: ALL, page: 1 });
  const type = filter.type === ALL ? null : Number(filter.type);
  const { data, isPending, isError, error, isPlaceholderData, refetch } = useProducts({
    page: filter.page,
    perPage: PER_PAGE,
    type,
  });
  const typeOptions = [
    { value: ALL, label: t('store.allTypes') },
    ...enumEntries(enumMap, 'product_type', locale).map((entry) => ({
      value: String(entry.value),
      label: entry.label,
    })),
  ];

  return (
    <Stack gap="md" data-testid="store-page">
      <PageTitle>{t('nav.store')}</PageTitle>
      <PromotionStrip slot="store" />
      {/* On a phone the categories are wider than the screen: they scroll sideways on their own. */}
      <ScrollArea type="scroll" scrollbars="x" offsetScrollbars="x">
        <SegmentedControl
          data={typeOptions}
          value={filter.type}
          onChange={(value) => setFilter({ type: value, page: 1 })}
          aria-label={t('store.typeFilter')}
          data-testid="store-type-filter"
        />
      </ScrollArea>

      {isError && (
        <PageError
          title={t('store.loadError')}
          message={error.message}
          retryLabel={t('store.retry')}
          onRetry={() => void refetch()}
          testId="store-error"
        />
      )}

      {isPending && !isError && (
        <Center mih={160} data-testid="store-loading">
          <Loader aria-label={t('store.loading')} />
        </Center>
      )}

      {data && data.data.length === 0 && (
        <Text c="dimmed" data-testid="store-empty">
          {type === enums.product_type.external_offer ? t('store.noOffers') : t('store.empty')}
        </Text>
      )}

      {data && data.data.length > 0 && (
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: 3 }}
          style={{ opacity: isPlaceholderData ? 0.6 : 1 }}
          aria-busy={isPlaceholderData}
          data-testid="store-products"
        >
          {data.data.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </SimpleGrid>
      )}

      <ListPages
        meta={data?.meta}
        page={filter.page}
        onPage={(page) => setFilter((current) => ({ ...current, page }))}
        label={t('store.pagination')}
        testId="store-pagination"
      />
    </Stack>
  );
}
