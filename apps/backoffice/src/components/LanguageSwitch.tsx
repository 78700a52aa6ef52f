import { useLocaleState, useTranslate } from 'react-admin';
import { LanguageToggle } from './LanguageToggle';

/** The UI language (en/sv); it also sets Accept-Language on API calls and the enumeration labels. */
export function LanguageSwitch() {
  const [locale, setLocale] = useLocaleState();
  const translate = useTranslate();
  return <LanguageToggle locale={locale} onChange={setLocale} translate={translate} />;
}
