import { describe, expect, it } from 'vitest';
import { ECONOMY_AMOUNT_MAX } from '@golf/contracts';
import type { GameIdentifier } from '../../lib/auth/types';
import type { OwnedCourse } from './api';
import {
  coursesForMode,
  defaultRoundForm,
  deviceForRound,
  restrictableDevices,
  formFields,
  modeUses,
  quickRoundRequest,
  roundFormProblems,
  toCreateRequest,
  toggleHole,
  withGameMode,
} from './round-form';

const course = (id: number, courseType: number, holeCount = 18): OwnedCourse => ({
  id,
  title: `Course ${id}`,
  display_name: null,
  course_type: courseType,
  par: 72,
  hole_count: holeCount,
});
const links = course(1, 10);
const nine = course(2, 10, 9);
const range = course(3, 20, 1);

const device = (id: number, hardwareVersion: string): GameIdentifier => ({
  id,
  uuid: `00000000-0000-4000-8000-00000000000${id}`,
  software_version: '1.0',
  hardware_version: hardwareVersion,
  hardware_key: `KEY-${id}`,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
});

describe('formFields', () => {
  it('offers the gimme settings only where the mode has gimmes and the environment may set them', () => {
    for (const environment of ['web', 'game'] as const) {
      expect(formFields(20, environment)).toMatchObject({ gimmeDistance: true, gimmeOnSecondPut: true });
      expect(formFields(30, environment)).toMatchObject({ gimmeDistance: false, gimmeOnSecondPut: false });
    }
    // The mobile app: the server refuses a gimme distance, and the second-putt rule needs one.
    expect(formFields(20, 'app')).toMatchObject({ gimmeDistance: false, gimmeOnSecondPut: false, handicap: true });
  });
});

describe('modeUses', () => {
  // The settings each mode plays by, as the form asks for them and the waiting room lists them.
  it.each([
    [10, { tries: false, holes: true, tee: true, gimmes: true, mulligans: true, handicap: true }],
    [20, { tries: false, holes: true, tee: true, gimmes: true, mulligans: true, handicap: true }],
    [30, { tries: true, holes: true, tee: true, gimmes: false, mulligans: false, handicap: false }],
    [50, { tries: false, holes: false, tee: false, gimmes: false, mulligans: false, handicap: false }],
  ])('game_mode %i', (gameMode, uses) => {
    expect(modeUses(gameMode)).toEqual(uses);
  });
});

describe('coursesForMode', () => {
  it.each([
    [20, [1, 2]],
    [10, [1, 2]],
    [50, [3]],
    [30, [1, 2, 3]],
  ])('game mode %i plays on courses %j', (mode, ids) => {
    expect(coursesForMode([links, nine, range], mode).map((c) => c.id)).toEqual(ids);
  });
});

describe('withGameMode', () => {
  it('match play fixes two players; back to stroke play keeps two', () => {
    const match = withGameMode({ ...defaultRoundForm(), maxPlayers: 4, courseId: 1 }, 10, [links, range]);
    expect(match.maxPlayers).toBe(2);
    expect(withGameMode({ ...match, maxPlayers: 1 }, 10, [links]).maxPlayers).toBe(2);
    expect(withGameMode(match, 20, [links]).maxPlayers).toBe(2);
  });

  it('driving range moves to the range course and plays the whole of it; back to stroke play moves off it', () => {
    const drive = withGameMode({ ...defaultRoundForm(), courseId: 1, holeGroup: 20 }, 50, [links, range]);
    expect(drive).toMatchObject({ courseId: 3, holeGroup: 10 });
    expect(withGameMode(drive, 20, [links, range]).courseId).toBe(1);
    expect(withGameMode(drive, 20, [range]).courseId).toBeNull();
  });
});

describe('toggleHole', () => {
  it('keeps the picking order and takes a hole out again', () => {
    expect(toggleHole(toggleHole(toggleHole([], 7), 3), 12)).toEqual([7, 3, 12]);
    expect(toggleHole([7, 3, 12], 3)).toEqual([7, 12]);
  });
});

describe('toCreateRequest', () => {
  const values = {
    ...defaultRoundForm(30),
    title: '  Sunday  ',
    gameMode: 20,
    courseId: 1,
    gimmeDistance: 600,
    gimmeOnSecondPut: true,
    mulligans: 2,
    tries: 5,
    useHcp: true,
  };

  it('sends every setting, trimmed, with tries only for closest to pin', () => {
    expect(toCreateRequest(values, 'game', [])).toEqual({
      title: 'Sunday',
      visibility: 10,
      game_mode: 20,
      max_players: 4,
      elevation: 10,
      game_condition: 2,
      gimme_distance: 600,
      gimme_on_second_put: true,
      mulligans: 2,
      green_stimp: 2,
      tries: 1,
      tee: 30,
      course_id: 1,
      use_hcp: true,
      hole_group: 10,
      restrict_hardware: null,
      local: false,
    });
    expect(toCreateRequest({ ...values, gameMode: 30 }, 'web', [])).toMatchObject({
      tries: 5,
      // The server refuses every mulligan in closest to pin: none are asked for.
      mulligans: 0,
      gimme_distance: null,
      gimme_on_second_put: false,
      use_hcp: false,
    });
  });

  it('never sends a gimme distance from the mobile app, where the server refuses it', () => {
    expect(toCreateRequest(values, 'app', [])).not.toHaveProperty('gimme_distance');
    expect(toCreateRequest(values, 'web', [])).toHaveProperty('gimme_distance', 600);
  });

  it('nor gimme on the second putt, which does nothing without a gimme distance', () => {
    expect(toCreateRequest(values, 'app', [])).toHaveProperty('gimme_on_second_put', false);
    expect(toCreateRequest(values, 'game', [])).toHaveProperty('gimme_on_second_put', true);
  });

  it('sends the wager with its token type only when one is set, and never for the driving range', () => {
    expect(toCreateRequest(values, 'web', [])).not.toHaveProperty('wager_amount');
    expect(toCreateRequest({ ...values, wagerAmount: 100, wagerTokenType: 20 }, 'web', [])).toMatchObject({
      wager_amount: 100,
      wager_token_type: 20,
    });
    expect(toCreateRequest({ ...values, gameMode: 50, wagerAmount: 100 }, 'web', [])).not.toHaveProperty(
      'wager_amount',
    );
  });

  it('sends the custom holes only for hole group 99', () => {
    expect(toCreateRequest({ ...values, holes: [4, 2] }, 'web', [])).not.toHaveProperty('holes');
    expect(toCreateRequest({ ...values, holeGroup: 99, holes: [4, 2] }, 'web', [])).toMatchObject({
      hole_group: 99,
      holes: [4, 2],
    });
  });

  it("restricts to the chosen device's model and plays on that device", () => {
    const devices = [device(5, 'Sim A'), device(6, 'Sim B')];
    expect(toCreateRequest({ ...values, restrictDeviceId: 6 }, 'game', devices)).toMatchObject({
      restrict_hardware: 'Sim B',
      game_identifier_id: 6,
    });
    expect(toCreateRequest({ ...values, restrictDeviceId: 99 }, 'game', devices)).not.toHaveProperty(
      'game_identifier_id',
    );
  });
});

describe('deviceForRound', () => {
  const devices = [device(5, 'Sim A'), device(6, 'Sim B')];
  it.each([
    [null, undefined],
    ['Sim B', 6],
    [' sim b ', 6],
    ['Sim C', undefined],
  ])('restricted to %j joins with device %j', (restriction, expected) => {
    expect(deviceForRound({ restrict_hardware: restriction }, devices)).toBe(expected);
  });
});

describe('restrictableDevices', () => {
  it('keeps the devices that are a hardware device (spaces and letter case aside), with its title', () => {
    const hardware = [
      { title: 'Simulator A', hardware_version: 'SIM A' },
      { title: 'Simulator B', hardware_version: 'Sim B' },
    ];
    const restrictable = restrictableDevices([device(5, 'sim a'), device(6, 'Sim X'), device(7, '')], hardware);
    expect(restrictable.map((d) => [d.id, d.device_title])).toEqual([[5, 'Simulator A']]);
    expect(restrictableDevices([device(5, 'Sim B')], [])).toEqual([]);
  });
});

describe('quick round', () => {
  it('quick round: private solo stroke play, front nine of an 18-hole course, whole of a 9-hole one', () => {
    expect(quickRoundRequest([range, links], 'Quick', 20)).toMatchObject({
      game_mode: 20,
      visibility: 20,
      max_players: 1,
      course_id: 1,
      hole_group: 20,
      tee: 20,
      title: 'Quick',
      gimme_distance: null,
    });
    expect(quickRoundRequest([nine], 'Quick', 20)).toMatchObject({ course_id: 2, hole_group: 10 });
    expect(quickRoundRequest([range], 'Quick', 20)).toBeNull();
  });
});

describe('values the form refuses (said next to the field, never snapped)', () => {
  const form = defaultRoundForm();
  it('accepts the defaults', () => {
    expect(roundFormProblems(form, 'web')).toEqual({});
  });

  it.each([
    ['max_players', { maxPlayers: 99999999 }, { min: 1, max: 8 }],
    ['max_players', { maxPlayers: 0 }, { min: 1, max: 8 }],
    ['max_players', { maxPlayers: Number.NaN }, { min: 1, max: 8 }],
    ['max_players', { maxPlayers: 2.5 }, { min: 1, max: 8 }],
    ['mulligans', { mulligans: 99999999 }, { min: 0, max: 18 }],
    ['mulligans', { mulligans: -1 }, { min: 0, max: 18 }],
    ['tries', { gameMode: 30, tries: 11 }, { min: 1, max: 10 }],
    ['wager_amount', { wagerAmount: 1.5 }, { min: 1, max: ECONOMY_AMOUNT_MAX }],
    ['wager_amount', { wagerAmount: Number.NaN }, { min: 1, max: ECONOMY_AMOUNT_MAX }],
    ['wager_amount', { wagerAmount: 0 }, { min: 1, max: ECONOMY_AMOUNT_MAX }],
  ])('%s %o is out of range, naming the range', (field, change, params) => {
    expect(roundFormProblems({ ...form, ...change }, 'web')).toEqual({ [field]: { key: 'outOfRange', params } });
  });

  it('match play takes exactly two players', () => {
    expect(roundFormProblems({ ...form, gameMode: 10, maxPlayers: 3 }, 'web')).toEqual({
      max_players: { key: 'outOfRange', params: { min: 2, max: 2 } },
    });
  });

  it('ignores the settings a mode does not use', () => {
    expect(roundFormProblems({ ...form, tries: 99 }, 'web')).toEqual({});
    expect(roundFormProblems({ ...form, gameMode: 30, mulligans: 99 }, 'web')).toEqual({});
    expect(roundFormProblems({ ...form, gameMode: 50, wagerAmount: 1.5 }, 'web')).toEqual({});
  });

  it('refuses a title over 80 characters after trimming, naming the limit', () => {
    expect(roundFormProblems({ ...form, title: 'x'.repeat(500) }, 'web')).toEqual({
      title: { key: 'titleTooLong', params: { max: 80 } },
    });
    expect(roundFormProblems({ ...form, title: ` ${'x'.repeat(80)} ` }, 'web')).toEqual({});
  });
});
