import { describe, expect, it, vi } from 'vitest';

// The provider starts in the browser's language, which react-admin reads from `window`: English here.
vi.mock('react-admin', () => ({ resolveBrowserLocale: (fallback: string) => fallback }));
const { i18nProvider } = await import('./index');

// Swedish is a chunk of its own (decision 0107): the provider must load it when it is chosen.
describe('the i18n provider', () => {
  it('starts in English and switches to Swedish, loading its messages', async () => {
    expect(i18nProvider.getLocale()).toBe('en');
    expect(i18nProvider.translate('ra.action.save')).toBe('Save');
    await i18nProvider.changeLocale('sv');
    expect(i18nProvider.getLocale()).toBe('sv');
    expect(i18nProvider.translate('ra.action.save')).toBe('Spara');
    // The shared catalogue's Swedish, under `contracts`, comes with it.
    expect(i18nProvider.translate('contracts.errors.general.validation_failed')).toBe(
      'De angivna uppgifterna var ogiltiga.',
    );
    await i18nProvider.changeLocale('en');
    expect(i18nProvider.translate('ra.action.save')).toBe('Save');
  });
});
