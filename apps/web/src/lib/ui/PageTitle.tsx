import { Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/** The page's heading; also names the browser tab. */
export function PageTitle({ children }: { children: string }) {
  const { t } = useTranslation();
  useDocumentTitle(`${children} · ${t('app.name')}`);
  return (
    <Title order={2} data-testid="page-title">
      {children}
    </Title>
  );
}
