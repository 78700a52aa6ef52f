import { SegmentedControl } from '@mantine/core';
import { isLocale, locales } from '@golf/contracts';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth/auth-context';
import { useUpdateMe } from '../../lib/auth/useUpdateMe';
import { useFeedback } from '../../lib/feedback';
import { setLocale, useLocale } from '../../lib/i18n';

/**
 * Switches the UI language; the choice is remembered in localStorage and, when signed in, saved
 * as the user's locale.
 */
export function LanguageSwitch({ size = 'xs' }: { size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { user } = useAuth();
  const updateMe = useUpdateMe();
  const { showError } = useFeedback();
  return (
    <SegmentedControl
      size={size}
      value={locale}
      onChange={(value) => {
        if (!isLocale(value)) return;
        void setLocale(value);
        if (user && user.locale !== value) updateMe.mutate({ locale: value }, { onError: (error) => showError(error) });
      }}
      data={locales.map((value) => ({ value, label: t(`language.names.${value}`) }))}
      aria-label={t('language.label')}
      title={t('language.label')}
      data-testid="language-switch"
    />
  );
}
