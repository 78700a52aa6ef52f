import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '../../../lib/enums';
import type { Product } from '@golf/contracts';
import { showsOwned } from '../product';

/** The product's type and category as badges, and "Owned" once the buyer holds one (see showsOwned). */
export function ProductBadges({ product }: { product: Product }) {
  const { t } = useTranslation();
  const type = useEnumLabel('product_type', product.type);
  const category = useEnumLabel('product_category', product.category);
  return (
    <Group gap={6}>
      <Badge size="sm" variant="light" data-testid="product-type">
        {type}
      </Badge>
      {/* A category named like the type (an external offer is both) would say the same thing twice. */}
      {product.category !== null && category !== type && (
        <Badge size="sm" variant="outline" data-testid="product-category">
          {category}
        </Badge>
      )}
      {showsOwned(product) && (
        <Badge size="sm" color="green" variant="light" data-testid="product-owned">
          {product.max_qty === null
            ? t('store.owned')
            : t('store.ownedOf', { owned: product.owned_qty, max: product.max_qty })}
        </Badge>
      )}
    </Group>
  );
}
