import { describe, expect, it } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { translate } from '@golf/contracts';
import { englishCatalogue, swedishCatalogue } from '../../i18n/messages';
import {
  ACTIVITY_EVENTS,
  eventChoices,
  eventLabelKey,
  formatProperties,
  isUserSubject,
  refusalMessageKey,
} from './events';

function lookup(catalogue: unknown, key: string): unknown {
  // Event names contain dots; the catalogue nests them (events.auth.sign_in).
  let node = catalogue;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return node;
}

describe('activity log events', () => {
  it('offers every event of the contract in the filter, each with a label', () => {
    expect(eventChoices.map((choice) => choice.id)).toEqual([...ACTIVITY_EVENTS]);
    expect(ACTIVITY_EVENTS).toContain('notifications.sent');
    for (const event of ACTIVITY_EVENTS) {
      expect(typeof lookup(englishCatalogue, eventLabelKey(event)), event).toBe('string');
      expect(typeof lookup(swedishCatalogue, eventLabelKey(event)), event).toBe('string');
    }
  });

  it('links user subjects only', () => {
    expect(isUserSubject('user')).toBe(true);
    expect(isUserSubject('users')).toBe(true);
    expect(isUserSubject('App\\Models\\User')).toBe(true);
    expect(isUserSubject('role')).toBe(false);
    expect(isUserSubject(null)).toBe(false);
  });

  it("words a staff rule's refusal from the shared catalogue, in en and sv", () => {
    const key = refusalMessageKey({ error: 'users.administrator_protected', action: 'edit', target_user_id: 1 });
    expect(key).toBe('contracts.errors.users.administrator_protected');
    for (const [locale, catalogue] of [
      ['en', englishCatalogue],
      ['sv', swedishCatalogue],
    ] as const) {
      const i18n = polyglotI18nProvider(() => catalogue as unknown as TranslationMessages, locale);
      expect(i18n.translate(key!)).toBe(translate(locale, 'errors.users.administrator_protected'));
      expect(typeof lookup(catalogue, 'app.activity_logs.refusal')).toBe('string');
    }
    expect(refusalMessageKey({ required: ['access-backoffice'] })).toBeNull();
    expect(refusalMessageKey({ error: 'not.a_key' })).toBeNull();
    expect(refusalMessageKey(null)).toBeNull();
  });

  it('shows properties as indented JSON, nothing when empty', () => {
    expect(formatProperties({ reason: 'Spam', roles: ['user'] })).toBe(
      '{\n  "reason": "Spam",\n  "roles": [\n    "user"\n  ]\n}',
    );
    expect(formatProperties({})).toBeNull();
    expect(formatProperties(null)).toBeNull();
  });
});
