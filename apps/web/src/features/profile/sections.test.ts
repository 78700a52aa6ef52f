import { describe, expect, it } from 'vitest';
import { isLaterSection, isProfileSection, profileSections, visibleProfileSections } from './sections';

describe('profile sections', () => {
  it("are the spec's twelve, in its order, then purchases", () => {
    expect(profileSections.map((section) => section.id)).toEqual([
      'settings',
      'information',
      'subscription',
      'game',
      'economy',
      'hardware',
      'courses',
      'match-history',
      'statistics',
      'transactions',
      'address',
      'two-factor',
      'purchases',
    ]);
  });

  it('knows which belong to later issues', () => {
    const later = profileSections.filter((section) => isLaterSection(section.id)).map((section) => section.id);
    expect(later).toEqual([]);
  });

  it('recognises section ids only', () => {
    expect(isProfileSection('game')).toBe(true);
    expect(isProfileSection('nope')).toBe(false);
    expect(isProfileSection(undefined)).toBe(false);
  });
});

describe('visibleProfileSections', () => {
  it('offers every section when the device is not locked', () => {
    expect(visibleProfileSections(false)).toEqual(profileSections);
  });

  it('in kiosk mode offers only the game settings, the one section the lock lets the device open', () => {
    expect(visibleProfileSections(true).map((section) => section.id)).toEqual(['game']);
  });
});
