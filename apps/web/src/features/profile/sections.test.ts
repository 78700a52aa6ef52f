import { describe, expect, it } from 'vitest';
import { isLaterSection, isProfileSection, profileSections } from './sections';

describe('profile sections', () => {
  it("are the spec's twelve, in its order", () => {
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
    ]);
  });

  it('knows which belong to later issues', () => {
    const later = profileSections.filter((section) => isLaterSection(section.id)).map((section) => section.id);
    expect(later).toEqual(['courses']);
  });

  it('recognises section ids only', () => {
    expect(isProfileSection('game')).toBe(true);
    expect(isProfileSection('nope')).toBe(false);
    expect(isProfileSection(undefined)).toBe(false);
  });
});
