import { SegmentedControl } from '@mantine/core';
import { isLocale, locales } from '@golf/contracts';
import { useTranslation } from 'react-i18next';
import { setLocale, useLocale } from '../../lib/i18n';

/** Switches the UI language; the choice is remembered in localStorage. */
export function LanguageSwitch({ size = 'xs' }: { size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <SegmentedControl
      size={size}
      value={locale}
      onChange={(value) => {
        if (isLocale(value)) void setLocale(value);
      }}
      data={locales.map((value) => ({ value, label: t(`language.names.${value}`) }))}
      aria-label={t('language.label')}
      title={t('language.label')}
      data-testid="language-switch"
    />
  );
}
