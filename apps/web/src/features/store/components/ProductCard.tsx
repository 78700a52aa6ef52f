import { Card, Image, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEnvironment } from '../../../app/environment-context';
import { viewPaths } from '../../../app/views';
import { imageVariantUrl, type Product } from '@golf/contracts';
import { displayPrice, isExternalOffer } from '../product';
import { ProductBadges } from './ProductBadges';

/** A product in the listing; the whole card opens its product page. */
export function ProductCard({ product }: { product: Product }) {
  const { t } = useTranslation();
  const { pathFor } = useEnvironment();
  const price = displayPrice(product);
  const image = product.images[0];
  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      component={Link}
      to={pathFor(`${viewPaths.store}/${product.id}`)}
      data-testid="store-product"
      data-product-id={product.id}
      data-product-name={product.name}
    >
      <Card.Section>
        {image ? (
          <Image
            src={imageVariantUrl(image, 320)}
            alt={product.name}
            h={140}
            fit="cover"
            data-testid="store-product-image"
          />
        ) : (
          <Stack h={140} justify="center" align="center" bg="var(--mantine-color-default-hover)">
            <Text c="dimmed" size="sm">
              {t('store.noImage')}
            </Text>
          </Stack>
        )}
      </Card.Section>
      <Stack gap="xs" mt="sm">
        <Text fw={600} lineClamp={2} data-testid="store-product-name">
          {product.name}
        </Text>
        <ProductBadges product={product} />
        <Text fw={700} data-testid="store-product-price">
          {isExternalOffer(product) ? t('store.externalOffer') : (price?.formatted_price ?? t('store.noPrice'))}
        </Text>
      </Stack>
    </Card>
  );
}
