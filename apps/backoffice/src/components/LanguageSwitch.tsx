import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { LOCALES, isUiLocale } from '../i18n';

/** The UI language (en/sv); it also sets Accept-Language on API calls and the enumeration labels. */
export function LanguageSwitch() {
  const [locale, setLocale] = useLocaleState();
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={locale}
      onChange={(_event, next: unknown) => {
        if (isUiLocale(next) && next !== locale) setLocale(next);
      }}
      aria-label={translate('app.language.label')}
      data-testid="language-switch"
      sx={{ mx: 1, bgcolor: 'background.paper' }}
    >
      {LOCALES.map(({ locale: value }) => (
        <ToggleButton
          key={value}
          value={value}
          lang={value}
          data-testid={`language-switch-${value}`}
          aria-label={translate(`app.language.${value}`)}
        >
          {value.toUpperCase()}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
