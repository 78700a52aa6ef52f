import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { expectError } from '../../../test/errors';
import { addDevice, createRound, demoCourses } from '../../../test/golf';
import { createTestUser } from '../../../test/users';

const testApp = await createTestApp();
const { app } = testApp;
const staff = await createTestUser(testApp, { abilities: ['access-backoffice', 'manage-hardware'] });
const BASE = '/api/v1/admin/hardware';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: object, headers = staff.headers) =>
  app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function add(title: string, hardwareVersion: string, description?: string) {
  const res = await call('POST', BASE, { title, hardware_version: hardwareVersion, description });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; title: string; hardware_version: string; description: string | null };
}

describe('admin hardware: permission manage-hardware', () => {
  it('refuses staff without it with 403 "insufficient permissions", and signed-out callers with 401', async () => {
    const other = await createTestUser(testApp, { abilities: ['access-backoffice', 'manage-courses'] });
    for (const [method, url] of [
      ['GET', BASE],
      ['GET', `${BASE}/1`],
      ['POST', BASE],
      ['PUT', `${BASE}/1`],
      ['PATCH', `${BASE}/1`],
    ] as const) {
      expectError(
        await call(method, url, { title: 'x', hardware_version: 'x' }, other.headers),
        'auth.insufficient_permissions',
      );
      expectError(await app.inject({ method, url, payload: {} }), 'auth.unauthorized');
    }
  });

  it('has no delete', async () => {
    const device = await add('Doomed Sensor', 'doomed-1');
    expectError(await call('DELETE', `${BASE}/${device.id}`), 'general.method_not_allowed', {
      params: { method: 'DELETE', allowed: 'GET, HEAD, PUT, PATCH' },
    });
    expect((await call('GET', `${BASE}/${device.id}`)).statusCode).toBe(200);
  });
});

describe('admin hardware: list, add, edit', () => {
  it('adds a device (201), lists title and description, searches and sorts, edits with PUT and PATCH', async () => {
    const created = await add('  SkyTrak Plus ', ' STP-2 ', 'Photometric launch monitor');
    expect(created).toMatchObject({
      title: 'SkyTrak Plus',
      hardware_version: 'STP-2',
      description: 'Photometric launch monitor',
    });
    await add('Mevo Gen 2', 'MEVO-2');
    const list = (await call('GET', `${BASE}?search=stp`)).json();
    expect(list.data.map((d: { title: string }) => d.title)).toEqual(['SkyTrak Plus']);
    expect(Object.keys(list.data[0]).sort()).toEqual([
      'created_at',
      'description',
      'hardware_version',
      'id',
      'title',
      'updated_at',
    ]);
    const sorted = (await call('GET', `${BASE}?sort=-title&per_page=100`)).json().data as { title: string }[];
    expect(sorted.map((d) => d.title)).toEqual([...sorted.map((d) => d.title)].sort().reverse());

    const put = await call('PUT', `${BASE}/${created.id}`, {
      title: 'SkyTrak+',
      hardware_version: 'STP-2',
      description: null,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toMatchObject({ title: 'SkyTrak+', description: null });
    const patch = await call('PATCH', `${BASE}/${created.id}`, { description: 'Updated' });
    expect(patch.json().data).toMatchObject({ title: 'SkyTrak+', description: 'Updated', hardware_version: 'STP-2' });
    expectError(await call('GET', `${BASE}/999999`), 'general.not_found');
    expectError(await call('PATCH', `${BASE}/999999`, { title: 'x' }), 'general.not_found');
  });

  it('refuses a missing title or hardware_version with 422 on the field', async () => {
    const res = await call('POST', BASE, { title: ' ', hardware_version: '' });
    expectError(res, 'general.validation_failed');
    expect(res.json().errors).toEqual({
      title: ['The title field is required.'],
      hardware_version: ['The hardware version field is required.'],
    });
  });

  it('refuses a hardware_version another device has, in any letter case: 12001, nothing changed', async () => {
    const first = await add('Garage One', 'GARAGE-1');
    const second = await add('Garage Two', 'GARAGE-2');
    const dup = await call('POST', BASE, { title: 'Copy', hardware_version: 'garage-1' });
    expectError(dup, 'content.hardware_version_taken', { params: { version: 'garage-1' } });
    expect(dup.json().error).toBe(
      'Another hardware device already has the hardware version "garage-1" (letter case does not count).',
    );
    const sv = await call(
      'POST',
      BASE,
      { title: 'Copy', hardware_version: 'GARAGE-1' },
      {
        ...staff.headers,
        'accept-language': 'sv',
      },
    );
    expectError(sv, 'content.hardware_version_taken', { locale: 'sv', params: { version: 'GARAGE-1' } });
    expectError(
      await call('PATCH', `${BASE}/${second.id}`, { hardware_version: 'Garage-1' }),
      'content.hardware_version_taken',
      { params: { version: 'Garage-1' } },
    );
    expect((await call('GET', `${BASE}/${second.id}`)).json().data.hardware_version).toBe('GARAGE-2');
    expect((await call('GET', `${BASE}?search=garage-1`)).json().data).toEqual([
      expect.objectContaining({ id: first.id }),
    ]);
  });
});

describe('hardware devices and rounds', () => {
  it('players read the list; a renamed hardware_version carries over to the rounds restricted to the device', async () => {
    const device = await add('Rename Me', 'RN-1');
    const player = await createTestUser(testApp);
    const listed = await app.inject({ url: '/api/v1/hardware-devices?search=RN-1', headers: player.headers });
    expect(listed.json().data).toEqual([expect.objectContaining({ id: device.id, hardware_version: 'RN-1' })]);
    expectError(await app.inject({ url: '/api/v1/hardware-devices' }), 'auth.unauthorized');

    const { regular } = await demoCourses(testApp);
    const identifier = await addDevice(testApp, player.id, 'rn-1');
    const round = await createRound(testApp, player, {
      title: 'Restricted',
      course_id: regular[0]!.id,
      game_mode: 20,
      hole_group: 10,
      restrict_hardware: 'RN-1',
      game_identifier_id: identifier,
    });
    expect(round.restrict_hardware).toBe('RN-1');
    await call('PATCH', `${BASE}/${device.id}`, { hardware_version: 'RN-2' });
    const after = await app.inject({ url: `/api/v1/rounds/${round.id}`, headers: player.headers });
    expect(after.json().data.restrict_hardware).toBe('RN-2');
  });
});
