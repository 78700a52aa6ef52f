import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { expectError } from '../../../test/errors';
import { createTestUser } from '../../../test/users';
import { userFeatureUnlocks } from '../../db/schema';

// A database where no version was ever marked latest (the other file marks some).
const testApp = await createTestApp();
const { app } = testApp;

describe('before any release', () => {
  it('the latest version and its download are files.no_game_release; the check is up to date', async () => {
    expectError(await app.inject({ url: '/api/v1/game-versions/latest' }), 'files.no_game_release');
    const player = await createTestUser(testApp);
    await testApp.database.db
      .insert(userFeatureUnlocks)
      .values({ userId: player.id, feature: 'software_download', entityType: 'admin', entityId: null });
    const download = await app.inject({
      method: 'POST',
      url: '/api/v1/game-versions/latest/download',
      headers: player.headers,
    });
    expectError(download, 'files.no_game_release');
    const check = await app.inject({ url: '/api/v1/game-versions/check?version=1.0.0' });
    expect(check.json().data).toEqual({ status: 'up_to_date', version: '1.0.0', latest: null });
  });
});
