import { describe, expect, it } from 'vitest';
import { kioskAllows } from '../kiosk/kiosk-lock';
import { viewPaths } from '../../app/views';
import { gameMenuEntries, visibleGameMenuEntries } from './menu';

describe('the game menu', () => {
  it("lists the spec's entries in the spec's order", () => {
    expect(gameMenuEntries.map((entry) => entry.id)).toEqual([
      'playOffline',
      'settings',
      'exitGame',
      'quickRound',
      'events',
      'games',
      'clubs',
      'profile',
      'friends',
      'logout',
      'faq',
      'giveFeedback',
      'exitKiosk',
      'visitStore',
    ]);
  });

  it('outside kiosk mode shows everything but "exit kiosk"', () => {
    const ids = visibleGameMenuEntries(false).map((entry) => entry.id);
    expect(ids).not.toContain('exitKiosk');
    expect(ids).toHaveLength(gameMenuEntries.length - 1);
  });

  it('in kiosk mode shows only play, settings, logout and "exit kiosk"', () => {
    expect(visibleGameMenuEntries(true).map((entry) => entry.id)).toEqual([
      'playOffline',
      'settings',
      'quickRound',
      'games',
      'logout',
      'exitKiosk',
    ]);
  });

  it('every view the kiosk menu opens is one the kiosk lock lets through', () => {
    for (const entry of visibleGameMenuEntries(true))
      if ('view' in entry) expect(kioskAllows(viewPaths[entry.view]), entry.id).toBe(true);
      else if ('screen' in entry) expect(kioskAllows(entry.screen), entry.id).toBe(true);
  });
});
