import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Center,
  Grid,
  Group,
  Image,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../../../app/components/NotFoundPage';
import { useEnvironment } from '../../../app/environment-context';
import { viewPaths } from '../../../app/views';
import { isApiError } from '../../../lib/api';
import { useEnumLabel } from '../../../lib/enums';
import { PageError } from '../../../lib/ui/PageError';
import { PageTitle } from '../../../lib/ui/PageTitle';
import { useTokenAmount } from '../../wallets/token-amount';
import { imageVariantUrl, type Price, type Product } from '@golf/contracts';
import { useProduct } from '../hooks/useStore';
import { featureGrantOf, priceKind, purchasablePrices, tokenGrantOf, unavailableReason } from '../product';
import { CheckoutDialog } from './CheckoutDialog';
import { OpenCheckoutNotice } from './OpenCheckoutNotice';
import { ProductBadges } from './ProductBadges';

function Gallery({ product }: { product: Product }) {
  const [selected, setSelected] = useState(0);
  if (product.images.length === 0) return null;
  const main = product.images[Math.min(selected, product.images.length - 1)];
  return (
    <Stack gap="xs">
      <Image
        src={main && imageVariantUrl(main, 960)}
        alt={product.name}
        radius="md"
        mah={360}
        fit="contain"
        data-testid="product-image"
      />
      {product.images.length > 1 && (
        <SimpleGrid cols={5} spacing={6}>
          {product.images.map((src, index) => (
            <Image
              key={src}
              src={imageVariantUrl(src, 320)}
              alt=""
              h={56}
              radius="sm"
              fit="cover"
              onClick={() => setSelected(index)}
              style={{
                cursor: 'pointer',
                outline: index === selected ? '2px solid var(--mantine-primary-color-filled)' : undefined,
              }}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** What a feature-unlock product gives and for how long, so its price says what time it buys. */
function FeatureGrant({ feature, days }: { feature: string; days: number | null }) {
  const { t } = useTranslation();
  const label = useEnumLabel('feature_type', feature);
  return (
    <Text data-testid="product-grant-feature" data-feature={feature}>
      {days === null
        ? t('store.product.grantsFeatureForGood', { feature: label })
        : t('store.product.grantsFeature', { feature: label, count: days })}
    </Text>
  );
}

function Purchase({ product }: { product: Product }) {
  const { t } = useTranslation();
  const [buying, setBuying] = useState<Price | null>(null);
  const reason = unavailableReason(product);

  if (reason === 'external') {
    return product.external_url ? (
      <Button
        component="a"
        href={product.external_url}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="product-external-link"
      >
        {t('store.product.toOffer')}
      </Button>
    ) : (
      <Text c="dimmed">{t('store.product.offerUnavailable')}</Text>
    );
  }
  const openCheckout = product.open_checkout && <OpenCheckoutNotice checkout={product.open_checkout} />;
  // Kept open whatever the purchase did to the product: buying the last one allowed must still show what came.
  const dialog = buying && (
    <CheckoutDialog key={buying.id} name={product.name} price={buying} onClose={() => setBuying(null)} />
  );
  // The open checkout says it all: what it holds is what is left to buy.
  if (reason === 'checkout-open')
    return (
      <>
        {openCheckout}
        {dialog}
      </>
    );
  if (reason) {
    // Sold out (perhaps by the buyer's own checkout, which holds the last units) or no price left:
    // the buyer's checkout can still be paid or cancelled.
    return (
      <Stack gap="xs">
        {openCheckout}
        <Alert color="gray" data-testid="product-unavailable" data-reason={reason}>
          {t(`store.product.unavailable.${reason}`, { max: product.max_qty ?? 0 })}
        </Alert>
        {dialog}
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      {openCheckout}
      {purchasablePrices(product).map((price) => (
        <Group
          key={price.id}
          justify="space-between"
          wrap="nowrap"
          data-testid="product-price-option"
          data-price-id={price.id}
          data-price-kind={priceKind(price)}
        >
          <Text fw={700} size="lg" data-testid="product-price">
            {price.formatted_price}
          </Text>
          <Button onClick={() => setBuying(price)} data-testid="product-buy" data-price-id={price.id}>
            {priceKind(price) === 'tokens' ? t('store.product.buyWithTokens') : t('store.product.buy')}
          </Button>
        </Group>
      ))}
      {dialog}
    </Stack>
  );
}

/** A product page (/store/:id): images, what it is and grants, its prices and the checkout. */
export function ProductPage() {
  const { t } = useTranslation();
  const tokenAmount = useTokenAmount();
  const { pathFor } = useEnvironment();
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const { data: product, isPending, isError, error, refetch } = useProduct(valid ? id : 0);
  if (!valid || (isApiError(error) && error.status === 404)) return <NotFoundPage />;
  const grant = product ? tokenGrantOf(product) : null;
  const featureGrant = product ? featureGrantOf(product) : null;

  return (
    <Stack gap="md" data-testid="product-page">
      <Anchor component={Link} to={pathFor(viewPaths.store)} size="sm" data-testid="product-back">
        {t('store.product.back')}
      </Anchor>
      {isPending && !isError && (
        <Center mih={200} data-testid="product-loading">
          <Loader aria-label={t('store.loading')} />
        </Center>
      )}
      {isError && (
        <PageError
          title={t('store.loadError')}
          message={error.message}
          retryLabel={t('store.retry')}
          onRetry={() => void refetch()}
          testId="product-error"
        />
      )}
      {product && (
        <>
          <PageTitle>{product.name}</PageTitle>
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Gallery product={product} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: product.images.length ? 6 : 12 }}>
              <Paper withBorder p="lg" radius="md">
                <Stack gap="md">
                  <Title order={4} data-testid="product-name">
                    {product.name}
                  </Title>
                  <ProductBadges product={product} />
                  {product.description && <Text style={{ whiteSpace: 'pre-line' }}>{product.description}</Text>}
                  {grant && (
                    <Text data-testid="product-grant">
                      {t('store.product.grantsTokens', { amount: tokenAmount(grant.amount, grant.tokenType) })}
                    </Text>
                  )}
                  {featureGrant && <FeatureGrant feature={featureGrant.feature} days={featureGrant.days} />}
                  {product.available_qty !== null && product.available_qty > 0 && (
                    <Text size="sm" c="dimmed">
                      {t('store.product.stock', { count: product.available_qty })}
                    </Text>
                  )}
                  <Purchase product={product} />
                </Stack>
              </Paper>
            </Grid.Col>
          </Grid>
        </>
      )}
    </Stack>
  );
}
