import { SegmentedControl } from '@mantine/core';
import { isLocale, locales } from '@golf/contracts';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth/auth-context';
import { useUpdateMe } from '../../lib/auth/useUpdateMe';
import { useFeedback } from '../../lib/feedback';
import { setLocale, useLocale } from '../../lib/i18n';

/**
 * Changes the UI language: the choice is remembered in localStorage and, when signed in, saved as
 * the user's locale. Shared by the switch and the web header's account menu (on a phone).
 */
export function useChangeLocale(): (value: string) => void {
  const { user } = useAuth();
  const updateMe = useUpdateMe();
  const { showError } = useFeedback();
  return (value) => {
    if (!isLocale(value)) return;
    void setLocale(value);
    if (user && user.locale !== value) updateMe.mutate({ locale: value }, { onError: (error) => showError(error) });
  };
}

/** Switches the UI language (see useChangeLocale). */
export function LanguageSwitch({ size = 'xs' }: { size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const changeLocale = useChangeLocale();
  return (
    <SegmentedControl
      size={size}
      value={locale}
      onChange={changeLocale}
      data={locales.map((value) => ({ value, label: t(`language.names.${value}`) }))}
      aria-label={t('language.label')}
      title={t('language.label')}
      data-testid="language-switch"
    />
  );
}
