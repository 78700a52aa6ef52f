import { describe, it, expect } from 'vitest';
import { errorDefinitions, isErrorKey } from '../errors';
import {
  en,
  sv,
  formatMessage,
  localeFromAcceptLanguage,
  localeFromLanguageTag,
  placeholdersOf,
  pluralCategory,
  pluralsOf,
  translate,
  translatorFor,
  unreadConstructsOf,
} from './index';

/** Nested catalogue → [flat key, text] pairs, the way `translate` sees them. */
function entries(node: object, prefix = ''): [string, string][] {
  return Object.entries(node).flatMap(([key, value]): [string, string][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') return [[path, value]];
    return value && typeof value === 'object' ? entries(value as object, path) : [];
  });
}

const enFlat = new Map(entries(en));
const svFlat = entries(sv);

describe('error table', () => {
  const keys = Object.keys(errorDefinitions);

  it('has an English message for every error key', () => {
    const missing = keys.filter((key) => !enFlat.has(`errors.${key}`));
    expect(missing).toEqual([]);
  });

  it('has no English error message without an error key', () => {
    const orphans = Object.keys(en.errors).filter((key) => !isErrorKey(key));
    expect(orphans).toEqual([]);
  });

  it('gives every error a unique numeric code', () => {
    const byCode = new Map<number, string[]>();
    for (const [key, { code }] of Object.entries(errorDefinitions))
      byCode.set(code, [...(byCode.get(code) ?? []), key]);
    const clashes = [...byCode.values()].filter((sharing) => sharing.length > 1);
    expect(clashes).toEqual([]);
  });

  it("keeps the spec's http_error_type codes", () => {
    expect(errorDefinitions['rounds.cannot_join_wager_round'].code).toBe(10);
    expect(errorDefinitions['auth.two_factor_required'].code).toBe(100);
    expect(errorDefinitions['auth.invalid_two_factor'].code).toBe(101);
  });

  it('uses area prefixes and code ranges consistently', () => {
    const ranges: Record<string, [number, number]> = {
      general: [1, 99],
      auth: [1001, 1499],
      users: [1501, 1999],
      strokes: [2001, 2999],
      rounds: [3001, 3999],
      store: [4001, 4999],
      clubs: [5001, 5999],
      tournaments: [6001, 6999],
      friends: [7001, 7999],
      realtime: [8001, 8999],
      other: [9001, 9999],
      launch_monitor: [10001, 10999],
      files: [11001, 11999],
      content: [12001, 12999],
      game: [13001, 13009],
      offline: [13010, 13024],
    };
    const spec = new Set(['rounds.cannot_join_wager_round', 'auth.two_factor_required', 'auth.invalid_two_factor']);
    const outside = Object.entries(errorDefinitions)
      .filter(([key]) => !spec.has(key))
      .filter(([key, { code }]) => {
        const range = ranges[key.split('.')[0] ?? ''];
        return !range || code < range[0] || code > range[1];
      })
      .map(([key]) => key);
    expect(outside).toEqual([]);
  });

  it('never answers with 402, and only with error statuses', () => {
    const statuses = Object.values(errorDefinitions).map(({ status }) => status);
    expect(statuses).not.toContain(402);
    expect(statuses.every((status) => status >= 400 && status <= 599)).toBe(true);
  });
});

describe('catalogues', () => {
  it('has no Swedish key that English lacks', () => {
    const extra = svFlat.map(([key]) => key).filter((key) => !enFlat.has(key));
    expect(extra).toEqual([]);
  });

  it('uses in every Swedish message only placeholders the English message has', () => {
    const mismatched = svFlat
      .filter(([key, text]) => {
        const english = new Set(placeholdersOf(enFlat.get(key) ?? ''));
        return placeholdersOf(text).some((name) => !english.has(name));
      })
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  it('uses in every plural only categories its language has, and always `other`', () => {
    const wrong = [...enFlat.entries()]
      .map(([key, text]): [string, string, 'en' | 'sv'] => [key, text, 'en'])
      .concat(svFlat.map(([key, text]): [string, string, 'en' | 'sv'] => [key, text, 'sv']))
      .filter(([, text, locale]) => {
        const categories = new Set<string>(new Intl.PluralRules(locale).resolvedOptions().pluralCategories);
        return pluralsOf(text).some(
          ({ forms }) => forms.other === undefined || Object.keys(forms).some((category) => !categories.has(category)),
        );
      })
      .map(([key, , locale]) => `${locale}: ${key}`);
    expect(wrong).toEqual([]);
  });

  it('holds no plural or format that formatMessage would not read', () => {
    const unread = [...enFlat.entries(), ...svFlat]
      .filter(([, text]) => unreadConstructsOf(text).length > 0)
      .map(([key]) => key);
    expect(unread).toEqual([]);
  });

  it('says 8 characters for the password minimum in both languages', () => {
    expect(translate('en', 'validation.password_min')).toContain('8');
    expect(translate('sv', 'validation.password_min')).toContain('8');
    expect(translate('sv', 'validation.password_min')).not.toContain('6');
  });

  it('names the trigger word in the profanity message', () => {
    expect(translate('en', 'validation.profanity', { attribute: 'title', word: 'darn' })).toContain('"darn"');
  });
});

describe('translate', () => {
  it('uses the Swedish text where there is one', () => {
    expect(translate('sv', 'errors.auth.too_many_login_attempts', { seconds: 30 })).toBe(
      'För många inloggningsförsök. Försök igen om 30 sekunder.',
    );
  });

  it('falls back to English for a key Swedish lacks', () => {
    const partial = translatorFor({ en: { errors: { a: 'A :n', b: 'B' } }, sv: { errors: { b: 'Bee' } } });
    expect(partial('sv', 'errors.a', { n: 1 })).toBe('A 1');
    expect(partial('sv', 'errors.b')).toBe('Bee');
  });

  it('returns an unknown key as itself', () => {
    expect(translate('sv', 'errors.no.such_key')).toBe('errors.no.such_key');
  });

  it('reads validation keys that contain dots', () => {
    expect(translate('en', 'validation.between.string', { attribute: 'name', min: 3, max: 20 })).toBe(
      'The name field must be between 3 and 20 characters.',
    );
  });
});

describe('plurals', () => {
  // CLDR's rules for both languages: one is the integer 1 alone; 0, 2 and fractions are other.
  it.each([
    ['en', 1, 'Too many requests. Try again in 1 second.'],
    ['en', 2, 'Too many requests. Try again in 2 seconds.'],
    ['en', 0, 'Too many requests. Try again in 0 seconds.'],
    ['sv', 1, 'För många anrop. Försök igen om 1 sekund.'],
    ['sv', 2, 'För många anrop. Försök igen om 2 sekunder.'],
    ['sv', 0, 'För många anrop. Försök igen om 0 sekunder.'],
  ] as const)('reads the rate limit for %s, %i', (locale, seconds, text) => {
    expect(translate(locale, 'errors.general.too_many_requests', { seconds })).toBe(text);
  });

  it('reads every count of the catalogue in the singular for 1', () => {
    expect(translate('en', 'errors.auth.too_many_login_attempts', { seconds: 1 })).toBe(
      'Too many login attempts. Please try again in 1 second.',
    );
    expect(translate('sv', 'errors.auth.too_many_login_attempts', { seconds: 1 })).toBe(
      'För många inloggningsförsök. Försök igen om 1 sekund.',
    );
    expect(translate('en', 'errors.friends.max_pending', { max: 1 })).toBe(
      'You can have at most 1 pending friend request.',
    );
    expect(translate('sv', 'errors.friends.max_pending', { max: 1 })).toBe('Du kan ha högst 1 väntande vänförfrågan.');
    expect(translate('en', 'errors.content.course_has_rounds', { rounds: 1 })).toMatch(/: 1 round is played on it\./);
    expect(translate('sv', 'errors.content.course_has_rounds', { rounds: 1 })).toMatch(/: 1 runda spelas på den\./);
    expect(translate('en', 'validation.golf_bag_max', { max: 1 })).toBe('Your golf bag can hold at most 1 club.');
    expect(translate('sv', 'validation.golf_bag_max', { max: 1 })).toBe('Din golfbag får innehålla högst 1 klubba.');
    expect(translate('sv', 'checkout.expired', { minutes: 1 })).toBe(
      'Kassan har gått ut: den betalades inte inom 1 minut. Inget debiterades.',
    );
  });

  it('picks the form of each count of a message on its own', () => {
    expect(translate('en', 'errors.store.staff_credit_cap_exceeded', { max: 500, remaining: 1 })).toMatch(
      /^Staff may credit at most 500 tokens a day without an administrator, and 1 is left today\./,
    );
    expect(translate('en', 'errors.store.staff_credit_cap_exceeded', { max: 1, remaining: 0 })).toMatch(
      /at most 1 token a day without an administrator, and 0 are left today\./,
    );
  });

  it('fills placeholders inside a form, and # with the value as given', () => {
    const template = 'In :place {n, plural, one {# hole is :state} other {# holes are :state}}.';
    expect(formatMessage(template, { place: 'Saltmarsh', n: 1, state: 'open' })).toBe('In Saltmarsh 1 hole is open.');
    expect(formatMessage(template, { place: 'Saltmarsh', n: '18', state: 'open' })).toBe(
      'In Saltmarsh 18 holes are open.',
    );
  });

  it('reads a value that is no number, and a fraction, as other', () => {
    const template = '{n, plural, one {# byte} other {# bytes}}';
    expect(formatMessage(template, { n: '1 MB' })).toBe('1 MB bytes');
    expect(formatMessage(template, { n: 1.5 })).toBe('1.5 bytes');
    expect(pluralCategory('en', 1)).toBe('one');
    expect(pluralCategory('sv', '1')).toBe('one');
  });

  it('falls back to other for a category the message lacks', () => {
    expect(formatMessage('{n, plural, other {# items}}', { n: 1 })).toBe('1 items');
  });

  it('without its value reads in the other form, the placeholder visible', () => {
    expect(formatMessage('Try again in {seconds, plural, one {# second} other {# seconds}}.')).toBe(
      'Try again in :seconds seconds.',
    );
    expect(translate('en', 'errors.general.too_many_requests')).toBe(
      'Too many requests. Try again in :seconds seconds.',
    );
  });

  it('never reads a value as part of the template', () => {
    expect(formatMessage(':a and {n, plural, other {# :b}}', { a: ':b', n: '#', b: 'x' })).toBe(':b and # x');
  });

  it('leaves braces that are no plural as text, and reports a misspelt one', () => {
    expect(formatMessage('Send {"PairingCode":"<code>"} to :host.', { host: 'the game' })).toBe(
      'Send {"PairingCode":"<code>"} to the game.',
    );
    expect(unreadConstructsOf('Send {"PairingCode":"<code>"}.')).toEqual([]);
    expect(unreadConstructsOf('In {n, plural, one {# second} others {# seconds}}.')).not.toEqual([]);
    expect(unreadConstructsOf('In {n, plurals, one {# second} other {# seconds}}.')).not.toEqual([]);
    expect(unreadConstructsOf('{token, upper}')).toEqual(['{token, upper}']);
  });

  it('lists the parameters of plurals and of their forms', () => {
    expect(placeholdersOf(':attribute has {max, plural, one {# :unit} other {# :units}}')).toEqual([
      'attribute',
      'max',
      'unit',
      'units',
    ]);
    expect(pluralsOf('{n, plural, one {# x} other {# xs}}')).toEqual([
      { name: 'n', forms: { one: '# x', other: '# xs' } },
    ]);
  });
});

describe('currency names in a sentence', () => {
  it('are lower case inside a Swedish sentence and keep their capital in English', () => {
    expect(translate('sv', 'token_amounts.coins', { amount: 300 })).toBe('300 mynt');
    expect(translate('sv', 'token_amounts.diamonds', { amount: 3 })).toBe('3 diamanter');
    expect(translate('en', 'token_amounts.coins', { amount: 2000 })).toBe('2000 Coins');
  });

  it('name one token in the singular, in both languages', () => {
    expect(translate('en', 'token_amounts.coins', { amount: 1 })).toBe('1 Coin');
    expect(translate('en', 'token_amounts.diamonds', { amount: 1 })).toBe('1 Diamond');
    expect(translate('sv', 'token_amounts.coins', { amount: 1 })).toBe('1 mynt');
    expect(translate('sv', 'token_amounts.diamonds', { amount: 1 })).toBe('1 diamant');
    expect(translate('en', 'notifications.wallet.debited', { amount: 1, tokens: '1 Coin' })).toBe(
      '1 Coin was taken from your wallet.',
    );
    expect(translate('en', 'notifications.wallet.debited', { amount: 5, tokens: '5 Coins' })).toBe(
      '5 Coins were taken from your wallet.',
    );
  });

  it('{name, lower} without its value shows the plain placeholder', () => {
    expect(formatMessage('Du vann :amount {token, lower}.', { amount: 5 })).toBe('Du vann 5 :token.');
    expect(placeholdersOf('Du vann :amount {token, lower}.')).toEqual(['amount', 'token']);
  });
});

describe('formatMessage', () => {
  it('fills :seconds, :max and :min', () => {
    expect(formatMessage('Try again in :seconds seconds.', { seconds: 42 })).toBe('Try again in 42 seconds.');
    expect(formatMessage('Between :min and :max.', { min: 3, max: 20 })).toBe('Between 3 and 20.');
    expect(translate('en', 'errors.friends.max_pending', { max: 50 })).toBe(
      'You can have at most 50 pending friend requests.',
    );
  });

  it('does not confuse :max with a longer name', () => {
    expect(formatMessage(':max_digits digits, at most :max.', { max: 5, max_digits: 3 })).toBe('3 digits, at most 5.');
    expect(formatMessage(':max_digits digits, at most :max.', { max: 5 })).toBe(':max_digits digits, at most 5.');
  });

  it('leaves placeholders without a value in place', () => {
    expect(formatMessage('Row :row is invalid.', {})).toBe('Row :row is invalid.');
  });

  it('lists the placeholders of a template', () => {
    expect(placeholdersOf('The :attribute must be between :min and :max.')).toEqual(['attribute', 'min', 'max']);
  });
});

describe('localeFromLanguageTag', () => {
  it('reads the language subtag in any case, and only a supported one', () => {
    expect(localeFromLanguageTag('sv-SE')).toBe('sv');
    expect(localeFromLanguageTag(' EN-gb ')).toBe('en');
    expect(localeFromLanguageTag('de-DE')).toBeUndefined();
    expect(localeFromLanguageTag('')).toBeUndefined();
    expect(localeFromLanguageTag(null)).toBeUndefined();
  });
});

describe('localeFromAcceptLanguage', () => {
  it('honours q-values and region subtags', () => {
    expect(localeFromAcceptLanguage('sv-SE,sv;q=0.9,en;q=0.8')).toBe('sv');
    expect(localeFromAcceptLanguage('en;q=0.5,sv;q=0.9')).toBe('sv');
    expect(localeFromAcceptLanguage('de,en;q=0.5')).toBe('en');
  });

  it('returns undefined when nothing is supported', () => {
    expect(localeFromAcceptLanguage('de')).toBeUndefined();
    expect(localeFromAcceptLanguage('sv;q=0')).toBeUndefined();
    expect(localeFromAcceptLanguage('')).toBeUndefined();
    expect(localeFromAcceptLanguage(undefined)).toBeUndefined();
  });
});
