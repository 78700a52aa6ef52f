import { Anchor, Card, Image, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import { imageVariantUrl, type Promotion } from '@golf/contracts';
import { useTranslation } from 'react-i18next';
import { useEnvironment } from '../../../app/environment-context';
import { usePromotions } from '../hooks/usePromotions';
import { promotionHref, type PromotionSlot } from '../positions';

function PromotionCard({ promotion }: { promotion: Promotion }) {
  const { pathFor } = useEnvironment();
  const body = (
    <>
      {promotion.cover_image && (
        <Card.Section>
          <Image src={imageVariantUrl(promotion.cover_image, 960)} alt="" h={140} fit="cover" />
        </Card.Section>
      )}
      <Text fw={600} mt={promotion.cover_image ? 'sm' : 0} data-testid="promotion-title">
        {promotion.title}
      </Text>
    </>
  );
  const link = promotion.link ? promotionHref(promotion.link, pathFor) : null;
  return (
    <Card withBorder padding="md" data-testid="promotion" data-promotion-id={promotion.id}>
      {link === null ? (
        body
      ) : link.external ? (
        <Anchor href={link.href} target="_blank" rel="noopener noreferrer" underline="never" c="inherit">
          {body}
        </Anchor>
      ) : (
        <Anchor component={Link} to={link.href} underline="never" c="inherit">
          {body}
        </Anchor>
      )}
    </Card>
  );
}

/** The active promotions staff placed here (promotion_position_type for this environment); nothing when none. */
export function PromotionStrip({ slot }: { slot: PromotionSlot }) {
  const { t } = useTranslation();
  const { data } = usePromotions(slot);
  if (!data?.length) return null;
  return (
    <SimpleGrid
      cols={{ base: 1, sm: Math.min(2, data.length), lg: Math.min(3, data.length) }}
      component="section"
      aria-label={t('promotions.label')}
      data-testid={`promotions-${slot}`}
    >
      {data.map((promotion) => (
        <PromotionCard key={promotion.id} promotion={promotion} />
      ))}
    </SimpleGrid>
  );
}
