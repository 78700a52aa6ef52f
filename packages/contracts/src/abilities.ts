/**
 * Ability checks (spec section 6). Abilities arrive as `{ name, entity_id, entity_type }`.
 *
 * An ability without an entity grants its name everywhere: it satisfies a check with or without an
 * entity. An ability bound to an entity only satisfies a check for that same entity (id and type).
 */
import type { Ability } from './schemas/users';

export type { Ability };

export interface EntityRef {
  id: number | string;
  type: string;
}

function isUnbound(ability: Ability): boolean {
  return ability.entity_id == null && ability.entity_type == null;
}

function matches(ability: Ability, name: string, entity?: EntityRef): boolean {
  if (ability.name !== name) return false;
  if (isUnbound(ability)) return true;
  if (!entity) return false;
  return String(ability.entity_id) === String(entity.id) && ability.entity_type === entity.type;
}

export function can(abilities: readonly Ability[], name: string, entity?: EntityRef): boolean {
  return abilities.some((ability) => matches(ability, name, entity));
}

/** True when at least one of the names is granted; false for an empty list. */
export function canAny(abilities: readonly Ability[], names: readonly string[], entity?: EntityRef): boolean {
  return names.some((name) => can(abilities, name, entity));
}

/** True when every name is granted; an empty list asks for nothing and is granted. */
export function canAll(abilities: readonly Ability[], names: readonly string[], entity?: EntityRef): boolean {
  return names.every((name) => can(abilities, name, entity));
}

/** Accepts the API's ability list, dropping anything that does not have the expected shape. */
export function parseAbilities(value: unknown): Ability[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): Ability[] => {
    if (!item || typeof item !== 'object') return [];
    const { name, entity_id, entity_type } = item as Record<string, unknown>;
    if (typeof name !== 'string') return [];
    return [
      {
        name,
        entity_id: typeof entity_id === 'number' || typeof entity_id === 'string' ? entity_id : null,
        entity_type: typeof entity_type === 'string' ? entity_type : null,
      },
    ];
  });
}
