import { useQuery } from '@tanstack/react-query';
import { useEnvironment } from '../../../app/environment-context';
import { useLocale } from '../../../lib/i18n';
import { fetchPromotions, promotionKeys } from '../api';
import { promotionPosition, type PromotionSlot } from '../positions';

/** The promotions at a place of the app, in the UI language; a failure just shows none. */
export function usePromotions(slot: PromotionSlot) {
  const { environment } = useEnvironment();
  const locale = useLocale();
  const position = promotionPosition(slot, environment);
  return useQuery({
    queryKey: promotionKeys.at(position, locale),
    queryFn: ({ signal }) => fetchPromotions(position, signal),
    staleTime: 60_000,
    meta: { handlesErrors: true, inlineLoading: true },
  });
}
