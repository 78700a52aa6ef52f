import type { AbilityDefinition } from '@golf/contracts';

/**
 * An ability's label in the UI language (app.abilities.<name>, e.g. "Manage users"); the server's
 * title (or the name) for an ability the catalogue does not know. Shared by the role and user editors.
 */
export function abilityLabel(
  ability: Pick<AbilityDefinition, 'name' | 'title'>,
  translate: (key: string, options?: object) => string,
): string {
  const fallback = ability.title && ability.title !== ability.name ? ability.title : ability.name;
  return translate(`app.abilities.${ability.name}`, { _: fallback });
}
