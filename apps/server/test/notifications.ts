import { expect } from 'vitest';
import type { TestApp } from './app';
import type { TestUser } from './users';

export interface Notice {
  type: string;
  title: string;
  body: string;
  data: Record<string, unknown>;
}

/** A player's notifications whose type starts with `type`, newest first, as the API gives them in English. */
export async function noticesOf(testApp: TestApp, player: TestUser, type: string): Promise<Notice[]> {
  const res = await testApp.app.inject({ url: '/api/v1/users/me/notifications?per_page=50', headers: player.headers });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as Notice[]).filter((note) => note.type.startsWith(type));
}
