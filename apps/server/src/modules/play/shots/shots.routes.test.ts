import { describe, expect, it } from 'vitest';
import { stimpByLevel } from '@golf/contracts';
import {
  simulateShot,
  type Celsius,
  type Degrees,
  type Elevation,
  type MetresPerSecond,
  type Rpm,
  type SurfaceType,
} from '@golf/golf';
import { createTestApp } from '../../../../test/app';
import { expectError } from '../../../../test/errors';
import { createMemorySharedState } from '../../../cluster/shared-state';
import { createTokenBucket } from './shots.rate-limit';

// A frozen clock: the bucket refills only when a test moves it, however slow the machine is.
let now = Date.parse('2026-01-01T00:00:00Z');
const { app } = await createTestApp({ clock: () => now });

// TrackMan PGA Tour average driver (blog.trackmangolf.com/trackman-average-tour-stats): ball speed
// 167 mph = 74.65 m/s, launch 10.9°, spin 2686 rpm, carry 275 yd = 25146 cm.
const driver = { ball_speed: 74.65, launch_angle: 10.9, back_spin: 2686, side_spin: 0 };
let address = 0;
/** Each test talks from its own address so the rate limit of one does not spill into another. */
const simulate = (payload: unknown, remoteAddress = `10.0.0.${++address}`) =>
  app.inject({ method: 'POST', url: '/api/v1/shots/simulate', payload: payload as object, remoteAddress });

describe('POST /api/v1/shots/simulate', () => {
  it('flies a tour driver to about 275 yards, in the data envelope, without signing in', async () => {
    const res = await simulate(driver);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(Math.abs(data.carry - 25146) / 25146).toBeLessThan(0.04);
    expect(data.total_distance).toBeGreaterThan(data.carry);
    expect(data.lateral).toBe(0);
    expect(data.ball_max_height).toBeGreaterThan(2500);
    expect(data.flight_time).toBeGreaterThan(5);
    expect(data.landing_angle).toBeGreaterThan(30);
    expect(data.rest_surface).toBe(50);
    expect(data.ball_path.length).toBeGreaterThan(50);
    expect(data.ball_path.length).toBeLessThanOrEqual(300);
    expect(data.ball_path[0]).toEqual({ x: 0, y: 0, z: 0, t: 0 });
    // Written without a run-time schema pass (see shots.routes.ts): exactly the documented fields.
    expect(Object.keys(res.json())).toEqual(['data']);
    expect(Object.keys(data).sort()).toEqual(
      [
        'ball_max_height',
        'ball_path',
        'carry',
        'flight_time',
        'landing',
        'landing_angle',
        'lateral',
        'rest',
        'rest_surface',
        'total_distance',
      ].sort(),
    );
    for (const point of data.ball_path) expect(Object.keys(point)).toEqual(['x', 'y', 'z', 't']);
    for (const key of ['carry', 'total_distance', 'ball_max_height', 'lateral'])
      expect(Number.isInteger(data[key])).toBe(true);
  });

  it('takes total spin and spin axis, wind, elevation, temperature, green speed and the surface', async () => {
    const base = { ball_speed: 53.6, launch_angle: 16.3, total_spin: 7097, spin_axis: 8 };
    const calm = (await simulate(base)).json().data;
    expect(calm.lateral).toBeGreaterThan(0);
    const high = (await simulate({ ...base, elevation: 50 })).json().data;
    expect(high.carry).toBeGreaterThan(calm.carry);
    const warm = (await simulate({ ...base, temperature: 35 })).json().data;
    expect(warm.carry).toBeGreaterThan(calm.carry);
    const into = (await simulate({ ...base, wind: { speed: 8, direction: 180 } })).json().data;
    expect(into.carry).toBeLessThan(calm.carry);
    const water = (await simulate({ ...base, surface: 60 })).json().data;
    expect(water.total_distance).toBe(water.carry);
    expect(water.rest_surface).toBe(60);
    const chip = { ball_speed: 14, launch_angle: 6, back_spin: 1500, surface: 30 };
    const slow = (await simulate({ ...chip, green_stimp: 1 })).json().data;
    const fast = (await simulate({ ...chip, green_stimp: 4 })).json().data;
    expect(fast.total_distance).toBeGreaterThan(slow.total_distance);
  });

  it('gives the same numbers as the ball-flight package, air temperature included', async () => {
    const body = {
      ball_speed: 47.4,
      launch_angle: 18.5,
      azimuth: -2,
      back_spin: 6630,
      side_spin: -400,
      elevation: 40,
      temperature: 32,
      wind: { speed: 4, direction: 135 },
      green_stimp: 3 as const,
      surface: 30,
    };
    const { data } = (await simulate(body)).json();
    const shot = simulateShot(
      {
        ballSpeed: body.ball_speed as MetresPerSecond,
        launchAngle: body.launch_angle as Degrees,
        azimuth: body.azimuth as Degrees,
        backSpin: body.back_spin as Rpm,
        sideSpin: body.side_spin as Rpm,
      },
      {
        elevation: body.elevation as Elevation,
        temperature: body.temperature as Celsius,
        wind: { speed: body.wind.speed as MetresPerSecond, direction: body.wind.direction as Degrees },
        greenStimp: stimpByLevel[body.green_stimp],
        surfaceAt: () => body.surface as SurfaceType,
      },
    );
    expect(data).toEqual({
      carry: shot.carry,
      total_distance: shot.totalDistance,
      ball_max_height: shot.ballMaxHeight,
      lateral: shot.lateral,
      flight_time: shot.flightTime,
      landing_angle: shot.landingAngle,
      landing: shot.landing,
      rest: shot.rest,
      rest_surface: shot.restSurface,
      ball_path: shot.path,
    });
  });

  it('refuses out-of-range and missing values with field messages', async () => {
    const res = await simulate({ ...driver, ball_speed: 150, launch_angle: 'high' });
    expectError(res, 'general.validation_failed');
    expect(res.json().errors).toEqual({
      ball_speed: ['The ball speed field must not be greater than 100.'],
      launch_angle: ['The launch angle field must be a number.'],
    });
    const noSpin = await simulate({ ball_speed: 50, launch_angle: 12 });
    expectError(noSpin, 'general.validation_failed');
    expect(noSpin.json().errors).toEqual({ back_spin: ['The back spin field is required.'] });
    const both = await simulate({ ...driver, total_spin: 2700, spin_axis: 0 });
    expect(both.json().errors).toEqual({ total_spin: ['The total spin field is invalid.'] });
    const cold = await simulate({ ...driver, temperature: -11 });
    expectError(cold, 'general.validation_failed');
    expect(cold.json().errors).toEqual({ temperature: ['The temperature field must be at least -10.'] });
    const hot = await simulate({ ...driver, temperature: 46 });
    expect(hot.json().errors).toEqual({ temperature: ['The temperature field must not be greater than 45.'] });
    const badEnum = await simulate({ ...driver, elevation: 15, surface: 70 });
    expect(Object.keys(badEnum.json().errors).sort()).toEqual(['elevation', 'surface']);
  });

  it('limits each address: 429 too_many_requests with Retry-After once the bucket is empty', async () => {
    const ip = '10.9.9.9';
    let limited;
    for (let i = 0; i < 60 && !limited; i++) {
      const res = await simulate({ ball_speed: 30, launch_angle: 20, back_spin: 4000 }, ip);
      if (res.statusCode === 429) limited = res;
      else expect(res.statusCode).toBe(200);
    }
    expect(limited).toBeDefined();
    const seconds = Number(limited!.headers['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expectError(limited!, 'general.too_many_requests', { params: { seconds } });
    // Invalid requests count too, and another address is not affected.
    expect((await simulate({}, ip)).statusCode).toBe(429);
    expect((await simulate(driver, '10.9.9.10')).statusCode).toBe(200);
    // After Retry-After the address is served again.
    now += seconds * 1000;
    expect((await simulate(driver, ip)).statusCode).toBe(200);
  });

  it('is in the OpenAPI document with its units', async () => {
    const doc = (await app.inject('/api/openapi.json')).json();
    const op = doc.paths['/api/v1/shots/simulate'].post;
    expect(op.tags).toEqual(['shots']);
    expect(JSON.stringify(op.requestBody)).toContain('m/s');
    expect(JSON.stringify(op.requestBody)).toContain('Air temperature, degrees Celsius (-10 to 45)');
  });
});

// A second app with a small bucket from the configuration, on its own frozen clock.
let smallNow = 0;
const small = await createTestApp({
  clock: () => smallNow,
  env: { SHOT_SIMULATOR_BURST: '2', SHOT_SIMULATOR_RATE_PER_SECOND: '0.5' },
});

describe('the simulator limit from the configuration', () => {
  it('takes the burst and refill rate from SHOT_SIMULATOR_BURST and SHOT_SIMULATOR_RATE_PER_SECOND', async () => {
    const fly = () =>
      small.app.inject({ method: 'POST', url: '/api/v1/shots/simulate', payload: driver, remoteAddress: '10.1.1.1' });
    expect([(await fly()).statusCode, (await fly()).statusCode]).toEqual([200, 200]);
    expectError(await fly(), 'general.too_many_requests', { params: { seconds: 2 } });
    smallNow += 2000; // 0.5 a second: one token back after two seconds
    expect((await fly()).statusCode).toBe(200);
    expect((await fly()).statusCode).toBe(429);
  });
});

describe('token bucket', () => {
  it('allows the burst, then one request per refill interval', async () => {
    let now = 0;
    const bucket = createTokenBucket(
      createMemorySharedState(() => now),
      { burst: 3, perSecond: 2 },
      () => now,
    );
    const takes = async (n: number, key = 'a') => {
      const allowed: boolean[] = [];
      for (let i = 0; i < n; i++) allowed.push((await bucket.take(key)).allowed);
      return allowed;
    };
    expect(await takes(3)).toEqual([true, true, true]);
    expect(await bucket.take('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    now += 500;
    expect(await takes(2)).toEqual([true, false]);
    expect(await takes(1, 'b')).toEqual([true]);
    now += 10_000;
    expect(await takes(4)).toEqual([true, true, true, false]);
  });
});
