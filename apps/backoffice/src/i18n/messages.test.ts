import { describe, expect, it } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { en } from './en';
import { englishCatalogue, leafKeys, mergeMessages, swedishCatalogue } from './messages';
import { raSwedish } from './ra-sv';
import { withSharedCatalogue } from './shared-catalogue';
import { sv } from './sv';
import { resourceAccess, resourceTable, type ResourceName } from '../resources/table';

describe('catalogues', () => {
  it('Swedish only translates keys that exist in English', () => {
    const english = new Set(leafKeys(englishCatalogue));
    const stray = leafKeys(sv).filter((key) => !english.has(key));
    expect(stray).toEqual([]);
  });

  it('Swedish falls back to English for every missing key', () => {
    const swedish = new Set(leafKeys(swedishCatalogue));
    expect(leafKeys(englishCatalogue).filter((key) => !swedish.has(key))).toEqual([]);
    const i18n = polyglotI18nProvider(
      (locale) => (locale === 'sv' ? swedishCatalogue : englishCatalogue) as unknown as TranslationMessages,
      'sv',
    );
    expect(i18n.translate('app.routes.users')).toBe('Användare');
    expect(i18n.translate('ra.action.save')).toBe('Spara');
    expect(i18n.translate('ra.action.export')).toBe('Exportera');
    expect(i18n.translate('ra.validation.email')).toBe('Måste vara en giltig e-postadress');
    expect(i18n.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 1, total: 1 })).toBe(
      '1–1 av 1',
    );
  });

  it("translates every one of the back-office's own texts into Swedish", () => {
    const swedish = new Set(leafKeys(sv));
    expect(leafKeys(en).filter((key) => !swedish.has(key))).toEqual([]);
  });

  it("translates every one of react-admin's texts into Swedish", () => {
    const english = leafKeys(englishCatalogue).filter((key) => key.startsWith('ra.'));
    const swedish = new Set(leafKeys(raSwedish));
    expect(english.filter((key) => !swedish.has(key))).toEqual([]);
  });

  it('renders the shared catalogue under "contracts" as contracts does, plurals and formats included', () => {
    const provider = (locale: 'en' | 'sv') =>
      withSharedCatalogue(
        polyglotI18nProvider(
          (wanted) => (wanted === 'sv' ? swedishCatalogue : englishCatalogue) as unknown as TranslationMessages,
          locale,
        ),
      );
    const en = provider('en');
    expect(en.translate('contracts.errors.general.too_many_requests', { seconds: 30 })).toBe(
      'Too many requests. Try again in 30 seconds.',
    );
    expect(en.translate('contracts.errors.general.too_many_requests', { seconds: 1 })).toBe(
      'Too many requests. Try again in 1 second.',
    );
    expect(en.translate('contracts.enums.http_error_type.cannot_join_wager_round')).toBe('Cannot join wager round');
    const swedish = provider('sv');
    expect(swedish.translate('contracts.errors.general.too_many_requests', { seconds: 1 })).toBe(
      'För många anrop. Försök igen om 1 sekund.',
    );
    expect(swedish.translate('contracts.token_amounts.diamonds', { amount: 1 })).toBe('1 diamant');
    // The back-office's own texts, and keys the shared catalogue lacks, stay polyglot's.
    expect(swedish.translate('app.routes.users')).toBe('Användare');
    expect(en.translate('contracts.errors.no_such_key', { _: 'Fallback' })).toBe('Fallback');
  });

  it('merges deeply without touching the inputs', () => {
    const a = { x: { y: '1', z: '2' } };
    expect(mergeMessages(a, { x: { y: '3' } })).toEqual({ x: { y: '3', z: '2' } });
    expect(a.x.y).toBe('1');
  });
});

// react-admin's saves and deletes say "Element created/updated/deleted" unless the resource names its own.
// Orders' edit access is the refund action on a read-only page, which says what it did (app.orders.refunded);
// reports' is the resolve, dismiss and hide actions, which say theirs (app.reports.*_done).
describe('save and delete messages', () => {
  const messageOf = { create: 'created', edit: 'updated', delete: 'deleted' } as const;
  const offered = (Object.keys(resourceTable) as ResourceName[])
    .filter((name) => name !== 'orders' && name !== 'reports')
    .flatMap((name) =>
      (Object.keys(messageOf) as (keyof typeof messageOf)[])
        .filter((action) => resourceAccess(name, action))
        .map((action) => `resources.${name}.notifications.${messageOf[action]}`),
    );

  it('every add, edit and delete a resource offers has its own message', () => {
    const english = new Set(leafKeys(englishCatalogue));
    expect(offered.length).toBeGreaterThan(10);
    expect(offered.filter((key) => !english.has(key))).toEqual([]);
  });
});
