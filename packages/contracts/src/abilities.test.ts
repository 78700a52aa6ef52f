import { describe, expect, it } from 'vitest';
import { type Ability, can, canAll, canAny, parseAbilities } from './abilities';

const global = (name: string): Ability => ({ name, entity_id: null, entity_type: null });
const bound = (name: string, id: number | string, type: string): Ability => ({
  name,
  entity_id: id,
  entity_type: type,
});

describe('can', () => {
  const abilities = [global('manage-users'), bound('manage-club', 7, 'club')];

  it.each([
    ['an unbound ability, no entity asked', 'manage-users', undefined, true],
    ['an unbound ability, an entity asked', 'manage-users', { id: 1, type: 'club' }, true],
    ['a missing name', 'manage-products', undefined, false],
    ['a bound ability, same id and type', 'manage-club', { id: 7, type: 'club' }, true],
    ['a bound ability, id as string', 'manage-club', { id: '7', type: 'club' }, true],
    ['a bound ability, other id', 'manage-club', { id: 8, type: 'club' }, false],
    ['a bound ability, other type', 'manage-club', { id: 7, type: 'tournament' }, false],
    ['a bound ability, no entity asked', 'manage-club', undefined, false],
  ] as const)('%s', (_case, name, entity, expected) => {
    expect(can(abilities, name, entity)).toBe(expected);
  });

  it('grants nothing from an empty list', () => {
    expect(can([], 'access-backoffice')).toBe(false);
  });
});

describe('canAny / canAll', () => {
  const abilities = [global('a'), global('b')];

  it('any-of needs one name', () => {
    expect(canAny(abilities, ['x', 'b'])).toBe(true);
    expect(canAny(abilities, ['x', 'y'])).toBe(false);
    expect(canAny(abilities, [])).toBe(false);
  });

  it('all-of needs every name', () => {
    expect(canAll(abilities, ['a', 'b'])).toBe(true);
    expect(canAll(abilities, ['a', 'x'])).toBe(false);
    expect(canAll(abilities, [])).toBe(true);
  });

  it('passes the entity through', () => {
    const scoped = [bound('edit', 1, 'club'), bound('view', 1, 'club')];
    expect(canAll(scoped, ['edit', 'view'], { id: 1, type: 'club' })).toBe(true);
    expect(canAll(scoped, ['edit', 'view'], { id: 2, type: 'club' })).toBe(false);
    expect(canAny(scoped, ['edit', 'x'], { id: 1, type: 'club' })).toBe(true);
  });
});

describe('parseAbilities', () => {
  it('keeps well-formed abilities and normalises missing entities to null', () => {
    expect(
      parseAbilities([{ name: 'a' }, { name: 'b', entity_id: 3, entity_type: 'club' }, { nope: 1 }, 'x', null]),
    ).toEqual([
      { name: 'a', entity_id: null, entity_type: null },
      { name: 'b', entity_id: 3, entity_type: 'club' },
    ]);
    expect(parseAbilities(undefined)).toEqual([]);
  });
});
