import { describe, expect, it } from 'vitest';
import { canDownloadGame } from './api';

const NOW = Date.parse('2026-11-29T00:00:00Z');

describe('canDownloadGame', () => {
  it('follows a live unlock or a subscription that lists software_download', () => {
    expect(canDownloadGame({ user_subscriptions: [], feature_unlocks: [] }, NOW)).toBe(false);
    expect(
      canDownloadGame(
        { user_subscriptions: [], feature_unlocks: [{ name: 'software_download', expires_at: null }] },
        NOW,
      ),
    ).toBe(true);
    expect(
      canDownloadGame(
        {
          user_subscriptions: [],
          feature_unlocks: [{ name: 'software_download', expires_at: '2026-11-28T00:00:00Z' }],
        },
        NOW,
      ),
    ).toBe(false);
    const plan = { id: 1, meta: [{ meta_key: 'feature_unlock', meta_value: 'software_download' }] };
    expect(canDownloadGame({ user_subscriptions: [plan], feature_unlocks: [] }, NOW)).toBe(true);
    expect(canDownloadGame({ user_subscriptions: [{ id: 2 }], feature_unlocks: [] }, NOW)).toBe(false);
  });
});
