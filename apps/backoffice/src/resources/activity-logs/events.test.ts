import { describe, expect, it } from 'vitest';
import { englishCatalogue, swedishCatalogue } from '../../i18n/messages';
import { ACTIVITY_EVENTS, eventChoices, eventLabelKey, formatProperties, isUserSubject } from './events';

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

  it('shows properties as indented JSON, nothing when empty', () => {
    expect(formatProperties({ reason: 'Spam', roles: ['user'] })).toBe(
      '{\n  "reason": "Spam",\n  "roles": [\n    "user"\n  ]\n}',
    );
    expect(formatProperties({})).toBeNull();
    expect(formatProperties(null)).toBeNull();
  });
});
