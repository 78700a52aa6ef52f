import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LOCALES, type UiLocale, isUiLocale } from '../i18n/messages-en';

export interface LanguageToggleProps {
  locale: string;
  onChange(locale: UiLocale): void;
  translate(key: string): string;
}

/** The en/sv buttons, without react-admin: the login screen shows them before the admin has loaded. */
export function LanguageToggle({ locale, onChange, translate }: LanguageToggleProps) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={locale}
      onChange={(_event, next: unknown) => {
        if (isUiLocale(next) && next !== locale) onChange(next);
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
