import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../lib/i18n';
import { fetchFaq } from '../api';

/** The FAQ; read again when the interface language changes. */
export function useFaq() {
  const locale = useLocale();
  return useQuery({
    queryKey: ['faq', locale],
    queryFn: ({ signal }) => fetchFaq(signal),
    meta: { handlesErrors: true, inlineLoading: true },
  });
}
