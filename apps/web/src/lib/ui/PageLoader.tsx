import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while a lazy page's code loads. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih={200} data-testid="page-loader">
      <Loader aria-label={t('feedback.loading')} />
    </Center>
  );
}
